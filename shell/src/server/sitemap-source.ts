import { apiClient } from '@microloans/platform';
import type { BlogCategoriesDto, BlogPostsDto, DocsDto, LandingPagesDto } from '@microloans/shared-contracts/api';
import type { SitemapSource } from './crawl-files';

/** The feed is read in pages of the API's largest size. */
const pageSize = 50;

const read = <Data>(path: string, params?: Record<string, number>) => apiClient.get<Data>(path, { params, silent: true }).then((answer) => answer.data);

/** The sitemap's pages as the API lists them, read through the platform's client. */
export const sitemapSource: SitemapSource = {
  categorySlugs: async () => (await read<BlogCategoriesDto>('/blog/categories')).categories.map((category) => category.slug),
  postSlugs: async () => {
    const slugs: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await read<BlogPostsDto>('/blog/posts', { page, limit: pageSize });
      slugs.push(...answer.posts.map((post) => post.slug));
      if (answer.posts.length === 0 || slugs.length >= answer.total) return slugs;
    }
  },
  docSlugs: async () => (await read<DocsDto>('/docs')).docs.map((doc) => doc.slug),
  landingPageSlugs: async () => (await read<LandingPagesDto>('/ll')).pages.map((page) => page.slug),
};
