import { Card, Typography } from 'ui-kit';

/** Полезная информация */
export function ContentPage() {
  return (
    <Card>
      <Typography.Title level={2}>Полезная информация</Typography.Title>
      <Typography.Paragraph type="secondary">Материалы о займах и финансовой грамотности.</Typography.Paragraph>
    </Card>
  );
}
