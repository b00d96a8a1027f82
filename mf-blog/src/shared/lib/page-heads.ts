import type { BlogCategoryDto, BlogPostDto, DocDto, LandingPageDto } from '@microloans/shared-contracts/api';
import type { PageMeta } from '@microloans/shared-contracts/page-meta';

/**
 * The head of each page the blog shows content on, from its content: the same words in the
 * browser (`usePageMeta`) and in the HTML the server sends (src/server).
 */
export const postHead = (post: Pick<BlogPostDto, 'title' | 'excerpt' | 'coverUrl'>): PageMeta => ({
  title: post.title,
  description: post.excerpt,
  openGraph: { type: 'article', title: post.title, description: post.excerpt, image: post.coverUrl },
});

export const docHead = (doc: Pick<DocDto, 'title'>): PageMeta => ({ title: doc.title });

export const landingPageHead = (page: Pick<LandingPageDto, 'title' | 'seo'>): PageMeta => ({
  title: page.seo?.title || page.title,
  description: page.seo?.description,
});

export const categoryHead = (category: Pick<BlogCategoryDto, 'title' | 'description'>): PageMeta => ({
  title: category.title,
  description: category.description,
});
