import { Card, Typography } from 'ui-kit';

/** Витрина предложений */
export function ShopwindowPage() {
  return (
    <Card>
      <Typography.Title level={2}>Витрина предложений</Typography.Title>
      <Typography.Paragraph type="secondary">Подобрали для вас предложения партнёров.</Typography.Paragraph>
    </Card>
  );
}
