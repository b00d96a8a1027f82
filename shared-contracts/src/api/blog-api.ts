import { apiClient } from '@microloans/platform';
import type {
  AddBlogCommentRequest,
  BlogCategoriesDto,
  BlogCommentAddedDto,
  BlogCommentsDto,
  BlogCommentTreeDto,
  BlogLikeRequest,
  BlogLikesDto,
  BlogMenuDto,
  BlogPostAnswerDto,
  BlogSearchDto,
  BlogViewsDto,
  CurrencyRatesDto,
} from './dto';
import { blogPosts } from './blog-posts';
import { getData } from './get-data';

const postData = <Answer>(path: string, body?: object): Promise<Answer> =>
  apiClient.post<Answer>(path, body).then((r) => r.data);

const postPath = (postId: number) => `/blog/${encodeURIComponent(postId)}`;

/**
 * SPEC §7 blog row: /blog/categories, /blog/categories/menu, /blog/posts, /blog/posts/{slug}, /blog/search,
 * /blog/view, /blog/{id}/likes, /blog/comments, /blog/{id}/comments/get-tree, /currency.
 */
export const blogApi = {
  categories: () => getData<BlogCategoriesDto>('/blog/categories'),
  categoriesMenu: () => getData<BlogMenuDto>('/blog/categories/menu'),
  posts: blogPosts,
  /** By slug (or id). */
  post: (slug: string) => getData<BlogPostAnswerDto>(`/blog/posts/${encodeURIComponent(slug)}`),
  search: (query: string) => getData<BlogSearchDto>('/blog/search', { query }),
  /** Counts one view of the post. */
  view: (postId: number) => postData<BlogViewsDto>('/blog/view', { postId }),
  /** The post's likes and whether this visitor likes it (`clientUuid` names a guest). */
  likes: (postId: number, clientUuid?: string | null) =>
    getData<BlogLikesDto>(`${postPath(postId)}/likes`, clientUuid ? { clientUuid } : undefined),
  /** This visitor likes the post; a second like from the same visitor changes nothing. */
  like: (postId: number, body: BlogLikeRequest = {}) => postData<BlogLikesDto>(`${postPath(postId)}/likes`, body),
  /** This visitor takes their like back. */
  unlike: (postId: number, body: BlogLikeRequest = {}) =>
    apiClient.delete<BlogLikesDto>(`${postPath(postId)}/likes`, { data: body }).then((r) => r.data),
  /** A post's comments, flat; all posts' without `postId`. */
  comments: (postId?: number) => getData<BlogCommentsDto>('/blog/comments', { postId }),
  addComment: (body: AddBlogCommentRequest) => postData<BlogCommentAddedDto>('/blog/comments', body),
  commentTree: (postId: number) => getData<BlogCommentTreeDto>(`${postPath(postId)}/comments/get-tree`),
  currency: () => getData<CurrencyRatesDto>('/currency'),
};
