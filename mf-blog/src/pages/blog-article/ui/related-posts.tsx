import type { BlogPostSummaryDto } from '@microloans/shared-contracts/api';
import { Typography } from '@microloans/ui-kit';
import { PostGrid } from '../../../entities/post';

const titleId = 'related-posts-title';

/** «Читайте также»: up to three posts the server relates to this one; nothing when there are none. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummaryDto[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="related-posts">
      <Typography.Title level={2} id={titleId} style={{ fontSize: 22 }}>
        Читайте также
      </Typography.Title>
      <PostGrid posts={posts.slice(0, 3)} headingLevel={3} />
    </section>
  );
}
