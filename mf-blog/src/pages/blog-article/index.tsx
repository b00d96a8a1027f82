import { Card, Typography } from 'ui-kit';

/** Статья */
export function BlogArticlePage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Статья</Typography.Title>
      <Typography.Paragraph type="secondary">Текст статьи загружается.</Typography.Paragraph>
    </Card>
  );
}
