import { blogApi, type BlogPostsParams } from '@microloans/shared-contracts/api';

/** The blog's posts (SPEC §7 blog row): the contract's calls, as this part uses them. */
export const postApi = {
  /** A page of posts, newest first; of one category when asked (an unknown one answers 404). */
  page: (params: BlogPostsParams) => blogApi.posts(params),
  /** A post by slug, with up to three related posts. */
  post: (slug: string) => blogApi.post(slug),
  categories: () => blogApi.categories(),
  /** Posts matching every word of the query (the server folds case and ё). */
  search: (query: string) => blogApi.search(query),
  /** Counts one view of the post. */
  view: (postId: number) => blogApi.view(postId),
};
