import type { ProjectMode } from '@microloans/shared-contracts/config';
import { links, routePaths } from '@microloans/shared-contracts/routes';
import { routeTable } from '../app/route-table';
import { escapeHtml } from './head-tags';

/**
 * What a crawler is told about the site: `/robots.txt` (which pages are not for an index, where
 * the sitemap is) and `/sitemap.xml` (every public page, the posts and documents read from the API).
 */

/**
 * Pages that are a signed-in borrower's own (the cabinet) or lead nowhere by themselves (a
 * referral link is a redirect; the operators' page). The shop window and a PD link's application
 * open to anyone who has their address, so they stay crawlable pages like the rest.
 */
function closedPaths(): string[] {
  const closed = routeTable.filter((route) => route.guards.includes('protect') || ['rHash', 'ops'].includes(route.name));
  // A robots rule is a prefix: `/pdl/` for `/pdl/:id` (not every path starting `/pdl`), and
  // `/history/tabs/:tab` is closed with `/history`.
  const prefixes = closed.map((route) => (route.path.includes('/:') ? `${route.path.split('/:')[0]!}/` : route.path));
  return [...new Set(prefixes)].filter((prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(`${other}/`))).sort();
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...closedPaths().map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** What the sitemap lists besides the fixed pages, as the API has it. */
export type SitemapSource = {
  categorySlugs: () => Promise<string[]>;
  postSlugs: () => Promise<string[]>;
  docSlugs: () => Promise<string[]>;
  landingPageSlugs: () => Promise<string[]>;
};

/** A document's or a content page's address. */
const slugPath = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

/** Every public page's address, the fixed ones first. */
export async function sitemapPaths(source: SitemapSource, mode: ProjectMode = 'main'): Promise<string[]> {
  const [categories, posts, docs, landingPages] = await Promise.all([
    source.categorySlugs(),
    source.postSlugs(),
    source.docSlugs(),
    source.landingPageSlugs(),
  ]);
  const blog = [...categories.map(links.blogCategory), ...posts.map(links.blogArticle), ...docs.map((slug) => slugPath('/docs', slug))];
  // A blog-mode site is the blog alone: its main page is the feed, lending pages are not served.
  if (mode === 'blog') return [routePaths.main, ...blog];
  return [
    routePaths.main,
    routePaths.auth,
    routePaths.authRegistration,
    links.applyForLoan,
    routePaths.blog,
    ...blog,
    ...landingPages.map((slug) => slugPath('/ll', slug)),
  ];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
