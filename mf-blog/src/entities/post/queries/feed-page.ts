import { createApiQuery } from '@microloans/platform';
import { postApi } from '../api';

/** Posts on one page of the feed. */
export const feedPageSize = 6;

/** One page of the feed (from 1), of all posts or of one category (its slug). */
export type FeedPageParams = { category: string | null; page: number };

/** A page of the feed, newest first; the server pages them. */
export const feedPageQuery = createApiQuery({
  name: 'blog.feedPage',
  handler: ({ category, page }: FeedPageParams) =>
    postApi.page(category ? { category, page, limit: feedPageSize } : { page, limit: feedPageSize }),
});
