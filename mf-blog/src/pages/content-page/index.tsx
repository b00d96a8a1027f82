import { Card, Typography } from 'ui-kit';

/** Полезная информация */
export function ContentPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Полезная информация</Typography.Title>
      <Typography.Paragraph type="secondary">Материалы о займах и финансовой грамотности.</Typography.Paragraph>
    </Card>
  );
}
