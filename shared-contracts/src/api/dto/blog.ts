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

/** `category` is a category slug or id. */
export type BlogPostsParams = { category?: string | number; page?: number; limit?: number };

export type BlogPostsDto = { posts: BlogPostSummaryDto[]; total: number; page: number; limit: number };

export type BlogPostAnswerDto = { post: BlogPostDto };

export type BlogSearchDto = { query: string; posts: BlogPostSummaryDto[]; total: number };

export type BlogViewsDto = { postId: number; views: number };

export type BlogLikesDto = { postId: number; likes: number };

export type BlogCommentDto = {
  id: number;
  postId: number;
  parentId: number | null;
  authorName: string;
  text: string;
  createdAt: string;
};

export type BlogCommentsDto = { comments: BlogCommentDto[]; total: number };

/** Without `authorName` the server uses the user's first name, or 'Гость'. */
export type AddBlogCommentRequest = { postId: number; text: string; parentId?: number; authorName?: string };

export type BlogCommentAddedDto = { comment: BlogCommentDto };

export type BlogCommentNodeDto = BlogCommentDto & { children: BlogCommentNodeDto[] };

export type BlogCommentTreeDto = { postId: number; comments: BlogCommentNodeDto[]; total: number };

/** Rubles per unit of each currency. */
export type CurrencyRatesDto = { USD: number; EUR: number; CNY: number; updatedAt: string };
