import { Card, Typography } from 'ui-kit';

/** Блог */
export function BlogFeedPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Блог</Typography.Title>
      <Typography.Paragraph type="secondary">Статьи о займах, кредитной истории и финансах.</Typography.Paragraph>
    </Card>
  );
}
