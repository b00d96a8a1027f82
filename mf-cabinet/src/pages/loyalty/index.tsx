import { Card, Typography } from 'ui-kit';

/** Программа лояльности */
export function LoyaltyPage() {
  return (
    <Card>
      <Typography.Title level={2}>Программа лояльности</Typography.Title>
      <Typography.Paragraph type="secondary">Копите баллы за своевременные выплаты.</Typography.Paragraph>
    </Card>
  );
}
