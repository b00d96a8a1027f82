/**
 * mf-blog's server side, built for Node into `dist/<version>/server/` beside its browser build and
 * released with it: the shell's render host draws the blog's pages with it, at the version a
 * visitor is served — their data read into the page's scope first (`preparePage`), the head and
 * status of a post, a document, a category or a content page then worded from that same data
 * (`headFromPage`: the words the page sets in the browser, shared/lib/page-heads.ts).
 */
import type { PageMeta } from '@microloans/shared-contracts/page-meta';
import type { RouteName } from '@microloans/shared-contracts/routes';
import type { RemotePageHead, RemoteServerModule } from '@microloans/shared-contracts/remotes';
import { allSettled, type Scope } from 'effector';
import type { Gate } from 'effector-react';
import { JSDOM } from 'jsdom';
import { siteOrigin, type ApiQuery } from '@microloans/platform';
import { categoryHead, docHead, landingPageHead, postHead } from '../shared/lib/page-heads';
import { sanitizeWithWindow } from '../shared/ui/rich-text';
import { DocPage, DocPageGate, docQuery } from '../pages/doc';
import { ContentPage, ContentPageGate, contentPageQuery } from '../pages/content-page';
import { ArticleGate, BlogArticlePage } from '../pages/blog-article';
import { BlogFeedPage, FeedGate } from '../pages/blog-feed';
import { categoriesQuery, feedPageQuery, postQuery, searchQuery } from '../entities/post';
import { BlogSearchPage, isSearchable, readSearchQuery } from '../pages/blog-search';
import { readPage } from '@microloans/shared-contracts/pagination';
import { CurrencyRates, currencyQuery } from '../widgets/currency';

const asHead = ({ title, description, openGraph }: PageMeta): RemotePageHead => ({
  status: 200,
  title,
  description,
  openGraph: openGraph ? { type: openGraph.type, image: openGraph.image } : undefined,
});

/**
 * The head from a query's answer in the page's scope: a 404 when the API has no such content (or
 * the answer names none), nothing when the answer is not there (late, failed: the browser words it).
 */
function headFromQuery<Params, Data>(scope: Scope, query: ApiQuery<Params, Data>, head: (data: Data) => PageMeta | null): RemotePageHead | null {
  if (scope.getState(query.$error)?.status === 404) return { status: 404 };
  const data = scope.getState(query.$data);
  if (data === null) return null;
  const meta = head(data);
  return meta ? asHead(meta) : { status: 404 };
}

export const headFromPage: NonNullable<RemoteServerModule<'mf_blog'>['headFromPage']> = (route, params, pageScope) => {
  const scope = pageScope as Scope;
  switch (route) {
    case 'blogArticle':
      return headFromQuery(scope, postQuery, ({ post }) => postHead(post));
    case 'docsSlug':
      return headFromQuery(scope, docQuery, docHead);
    case 'llSlug':
      return headFromQuery(scope, contentPageQuery, landingPageHead);
    case 'blogCategory':
      return headFromQuery(scope, categoriesQuery, ({ categories }) => {
        const category = categories.find((item) => item.slug === params.category);
        return category ? categoryHead(category) : null;
      });
    default:
      return null;
  }
};

// The sanitiser works in a DOM: on the server, jsdom's, at the site's address (the same rules,
// the same links kept as in the browser).
sanitizeWithWindow(new JSDOM('', { url: siteOrigin() || 'http://localhost' }).window as unknown as Window);

/** The pages this remote draws on the server (the browser loads the same modules). */
export const pages: NonNullable<RemoteServerModule<'mf_blog'>['pages']> = {
  './pages/Doc': DocPage,
  './pages/ContentPage': ContentPage,
  './pages/BlogArticle': BlogArticlePage,
  './pages/BlogFeed': BlogFeedPage,
  './pages/BlogSearch': BlogSearchPage,
  './widgets/Currency': CurrencyRates,
};

/** A page at `{slug}` opens as it does in the browser (its gate), then its content is read. */
async function openBySlug<Data>(scope: Scope, gate: Gate<{ slug: string }>, query: ApiQuery<string, Data>, slug: string): Promise<void> {
  await allSettled(gate.open, { scope, params: { slug } });
  await allSettled(query.start, { scope, params: slug });
}

/** A page's data, loaded into the page's scope as its page loads it in the browser. */
export async function preparePage(route: RouteName, params: Readonly<Record<string, string>>, scope: Scope, search = ''): Promise<void> {
  // The rates sit in the blog's navigation bar above the page: read with it, so they do not push the page down as they arrive.
  await Promise.all([preparePageItself(route, params, scope, search), allSettled(currencyQuery.start, { scope })]);
}

async function preparePageItself(route: RouteName, params: Readonly<Record<string, string>>, scope: Scope, search: string): Promise<void> {
  const slug = params.slug ?? '';
  if (route === 'docsSlug') await openBySlug(scope, DocPageGate, docQuery, slug);
  if (route === 'llSlug') await openBySlug(scope, ContentPageGate, contentPageQuery, slug);
  if (route === 'blogArticle') await openBySlug(scope, ArticleGate, postQuery, slug);
  if (route === 'blogSearch') {
    const query = readSearchQuery(new URLSearchParams(search));
    if (isSearchable(query)) await allSettled(searchQuery.start, { scope, params: query });
  }
  // `/` of a blog-mode site is the feed too.
  if (route === 'blog' || route === 'blogCategory' || route === 'main') {
    const category = params.category ?? null;
    await allSettled(FeedGate.open, { scope, params: { category } });
    await Promise.all([
      allSettled(feedPageQuery.start, { scope, params: { category, page: readPage(new URLSearchParams(search)) } }),
      // A category's heading is its title from the list of categories.
      category ? allSettled(categoriesQuery.start, { scope }) : null,
    ]);
  }
}

// The render host loads this module by the contract's shape.
({ headFromPage, pages, preparePage }) satisfies RemoteServerModule<'mf_blog'>;
