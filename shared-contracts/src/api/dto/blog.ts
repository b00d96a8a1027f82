/** Blog DTOs of SPEC §7 (`/blog/*`, `/currency`). */
export type BlogCategoryDto = { id: number; slug: string; title: string; description: string };

export type BlogCategoriesDto = { categories: (BlogCategoryDto & { postsCount: number })[] };

export type BlogMenuItemDto = Pick<BlogCategoryDto, 'id' | 'slug' | 'title'>;

export type BlogMenuDto = { menu: BlogMenuItemDto[] };

export type BlogPostSummaryDto = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryDto;
  author: string;
  tags: string[];
  coverUrl: string | null;
  publishedAt: string;
  readingTimeMinutes: number;
  views: number;
  likes: number;
  commentsCount: number;
};

/** `body` is unsanitised HTML: sanitise before rendering. */
export type BlogPostDto = BlogPostSummaryDto & { body: string };

/** `category` is a category slug or id (an unknown one answers 404). */
export type BlogPostsParams = { category?: string | number; page?: number; limit?: number };

export type BlogPostsDto = { posts: BlogPostSummaryDto[]; total: number; page: number; limit: number };

/** A post by slug, with up to three related posts (shared tags first, then the same category, newest first). */
export type BlogPostAnswerDto = { post: BlogPostDto; related: BlogPostSummaryDto[] };

export type BlogSearchDto = { query: string; posts: BlogPostSummaryDto[]; total: number };

export type BlogViewsDto = { postId: number; views: number };

/**
 * Likes are kept per visitor by the server (the signed-in user, else the browser's client id, else
 * the anonymous session): `liked` says whether this visitor likes the post; liking twice counts once.
 */
export type BlogLikesDto = { postId: number; likes: number; liked: boolean };

/** Who is liking when nobody is signed in: the visit tracker's client id, if the browser has one. */
export type BlogLikeRequest = { clientUuid?: string | null };

export type BlogCommentDto = {
  id: number;
  postId: number;
  parentId: number | null;
  authorName: string;
  text: string;
  createdAt: string;
};

export type BlogCommentsDto = { comments: BlogCommentDto[]; total: number };

/**
 * `text`: 2–2000 characters after trimming. `authorName`: 2–40 characters, letters, spaces, hyphens
 * and apostrophes; required from a guest, optional for a signed-in user (their first name is used).
 * A refused comment answers 422 with the violations (field `text`, `authorName` or `parentId`).
 */
export type AddBlogCommentRequest = { postId: number; text: string; parentId?: number; authorName?: string };

export type BlogCommentAddedDto = { comment: BlogCommentDto };

export type BlogCommentNodeDto = BlogCommentDto & { children: BlogCommentNodeDto[] };

export type BlogCommentTreeDto = { postId: number; comments: BlogCommentNodeDto[]; total: number };

/** Rubles per unit of each currency. */
export type CurrencyRatesDto = { USD: number; EUR: number; CNY: number; updatedAt: string };
