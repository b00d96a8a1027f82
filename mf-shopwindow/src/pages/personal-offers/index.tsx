import { Card, Typography } from 'ui-kit';

/** Персональные предложения */
export function PersonalOffersPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Персональные предложения</Typography.Title>
      <Typography.Paragraph type="secondary">Предложения, подобранные по вашему профилю.</Typography.Paragraph>
    </Card>
  );
}
