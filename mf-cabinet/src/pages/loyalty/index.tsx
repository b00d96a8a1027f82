import { Card, Typography } from 'ui-kit';

/** Программа лояльности */
export function LoyaltyPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Программа лояльности</Typography.Title>
      <Typography.Paragraph type="secondary">Копите баллы за своевременные выплаты.</Typography.Paragraph>
    </Card>
  );
}
