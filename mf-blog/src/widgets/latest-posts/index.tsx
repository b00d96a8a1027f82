import { Link } from '@microloans/platform/router';
import { blogArticleLink } from '@microloans/shared-contracts/routes';
import { formatDay } from '@microloans/shared-contracts/format';
import { useApiQuery } from '@microloans/platform';
import { Card, Flex, Skeleton, Typography } from '@microloans/ui-kit';
import { latestPostsLimit, latestPostsQuery } from './model';

/**
 * "Полезное о займах": the newest blog posts on the main page. A failure hides the strip: it is
 * a bonus on a page whose job is the calculator, and the API client already toasted the error.
 */
export function LatestPosts() {
  const { data, error, pending } = useApiQuery(latestPostsQuery, latestPostsLimit);
  if (error) return null;

  return (
    <section data-testid="latest-posts" aria-labelledby="latest-posts-title">
      <Typography.Title level={2} id="latest-posts-title" style={{ fontSize: 22 }}>
        Полезное о займах
      </Typography.Title>
      <Flex gap={16} wrap>
        {pending || !data
          ? Array.from({ length: latestPostsLimit }, (_, index) => (
              <Card key={index} style={{ flex: '1 1 240px' }}>
                <Skeleton active paragraph={{ rows: 2 }} />
              </Card>
            ))
          : data.posts.map((post) => (
              <Card key={post.id} style={{ flex: '1 1 240px' }} size="small">
                <Typography.Text type="secondary">{formatDay(post.publishedAt)}</Typography.Text>
                <Typography.Title level={3} style={{ fontSize: 17, marginTop: 4 }}>
                  <Link to={blogArticleLink(post.slug)}>{post.title}</Link>
                </Typography.Title>
                <Typography.Paragraph ellipsis={{ rows: 3 }}>{post.excerpt}</Typography.Paragraph>
              </Card>
            ))}
      </Flex>
    </section>
  );
}
