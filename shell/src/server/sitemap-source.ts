import type { BlogCategoriesDto, BlogPostsDto, DocsDto, LandingPagesDto } from '@microloans/shared-contracts/api';
import type { AnonymousApi } from './anonymous-api';
import type { SitemapSource } from './crawl-files';

/** The feed is read in pages of the API's largest size. */
const pageSize = 50;

/** The sitemap's pages as the API lists them. */
export function sitemapSourceOf(api: AnonymousApi): SitemapSource {
  return {
    categorySlugs: async () => (await api.get<BlogCategoriesDto>('/blog/categories')).categories.map((category) => category.slug),
    postSlugs: async () => {
      const slugs: string[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await api.get<BlogPostsDto>('/blog/posts', { page, limit: pageSize });
        slugs.push(...answer.posts.map((post) => post.slug));
        if (answer.posts.length === 0 || slugs.length >= answer.total) return slugs;
      }
    },
    docSlugs: async () => (await api.get<DocsDto>('/docs')).docs.map((doc) => doc.slug),
    landingPageSlugs: async () => (await api.get<LandingPagesDto>('/ll')).pages.map((page) => page.slug),
  };
}
