import type { BlogCommentDto, BlogCommentNodeDto } from 'shared-contracts/api';

export type BlogCategory = { id: number; slug: string; title: string; description: string };

export type BlogPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML; deliberately unsanitised in one seed post (script tag, img width/height). */
  body: string;
  categoryId: number;
  author: string;
  tags: string[];
  publishedAt: string;
  readingTimeMinutes: number;
  views: number;
  likes: number;
};

export type BlogComment = BlogCommentDto;

export type BlogCommentNode = BlogCommentNodeDto;
