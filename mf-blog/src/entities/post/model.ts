import { createApiQuery } from 'platform';
import { postApi } from './api';

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

/** The blog's categories, with their titles and descriptions. */
export const categoriesQuery = createApiQuery({ name: 'blog.categories', handler: () => postApi.categories() });

/** A post by its slug, with its related posts. */
export const postQuery = createApiQuery({ name: 'blog.post', handler: (slug: string) => postApi.post(slug) });

/** Posts found by a query (at least `searchMinLength` characters). */
export const searchQuery = createApiQuery({ name: 'blog.search', handler: (query: string) => postApi.search(query) });

/** A shorter query finds too much to be useful: the page asks for more instead. */
export const searchMinLength = 2;
