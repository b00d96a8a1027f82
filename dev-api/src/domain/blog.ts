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

export type BlogComment = {
  id: number;
  postId: number;
  parentId: number | null;
  authorName: string;
  text: string;
  createdAt: string;
};

export type BlogCommentNode = BlogComment & { children: BlogCommentNode[] };
