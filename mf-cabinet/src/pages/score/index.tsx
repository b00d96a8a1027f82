import { Card, Typography } from 'ui-kit';

/** Кредитный рейтинг */
export function ScorePage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Кредитный рейтинг</Typography.Title>
      <Typography.Paragraph type="secondary">Узнайте свой кредитный рейтинг и что на него влияет.</Typography.Paragraph>
    </Card>
  );
}
