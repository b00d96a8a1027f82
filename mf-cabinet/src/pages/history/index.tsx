import { Card, Typography } from 'ui-kit';

/** История заявок */
export function HistoryPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>История заявок</Typography.Title>
      <Typography.Paragraph type="secondary">Здесь будут все ваши заявки и их статусы.</Typography.Paragraph>
    </Card>
  );
}
