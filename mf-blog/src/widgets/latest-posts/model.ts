import { blogPosts } from '@microloans/shared-contracts/api';
import { createApiQuery } from '@microloans/platform';

export const latestPostsLimit = 3;

/** The newest posts, for the main page's strip. */
export const latestPostsQuery = createApiQuery({
  name: 'blog.latestPosts',
  handler: (limit: number) => blogPosts({ limit }),
});
