import { Card, Typography } from 'ui-kit';

/** Персональные предложения */
export function PersonalOffersPage() {
  return (
    <Card>
      <Typography.Title level={2}>Персональные предложения</Typography.Title>
      <Typography.Paragraph type="secondary">Предложения, подобранные по вашему профилю.</Typography.Paragraph>
    </Card>
  );
}
