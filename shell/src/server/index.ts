/**
 * The shell's server side, built for Node beside its browser build (`dist/<version>/server/`)
 * and released with it: the render host (deploy/src/render-host.ts) loads the live version's and
 * asks it for each page's answer, `/robots.txt` and `/sitemap.xml`.
 */
import type { RedirectDto } from '@microloans/shared-contracts/api';
import type { PageServer, PageServerOptions, ServerAnswer, ShellServerModule } from '@microloans/shared-contracts/remotes';
import { createAnonymousApi } from './anonymous-api';
import { robotsTxt, sitemapPaths, sitemapXml } from './crawl-files';
import { withHead } from './head-tags';
import { ownerHeadOf } from './owner-head';
import { pageAnswer, routeWithParams, withOwnerHead } from './page-answer';
import { serverRedirect } from './redirects';
import { sitemapSourceOf } from './sitemap-source';

/** A sitemap is built at most once in this long; crawlers read it far less often. */
export const sitemapFreshMs = 5 * 60_000;

/** The server-defined redirects are read again after this long, as the browser's route step does. */
export const redirectsFreshMs = 5000;

export function createPageServer({ apiBaseUrl, projectMode, origin, fetch: send }: PageServerOptions): PageServer {
  const api = createAnonymousApi({ baseUrl: apiBaseUrl, fetch: send });
  const source = sitemapSourceOf(api);
  let sitemap: { builtAt: number; xml: Promise<string> } | null = null;
  let redirects: { readAt: number; rules: Promise<RedirectDto[]> } | null = null;

  /** The rules as last read; none when the API fails or answers something else (nothing redirected). */
  function currentRedirects(now: number): Promise<RedirectDto[]> {
    if (!redirects || now - redirects.readAt > redirectsFreshMs) {
      const rules = api.get<unknown>('/redirects').then(
        (answer) => (Array.isArray(answer) ? (answer as RedirectDto[]) : []),
        () => [],
      );
      redirects = { readAt: now, rules };
    }
    return redirects.rules;
  }

  return {
    async page({ url, indexHtml, remoteServer }) {
      const address = new URL(url, origin);
      const redirect = serverRedirect(address, await currentRedirects(Date.now()));
      if (redirect) return { status: redirect.status, contentType: 'text/plain; charset=utf-8', body: `Перенаправление: ${redirect.location}`, location: redirect.location };
      const routed = routeWithParams(address.pathname);
      const owner = routed ? await ownerHeadOf(routed.route, routed.params, remoteServer, api) : null;
      const answer = withOwnerHead(pageAnswer(address, projectMode), owner, projectMode);
      return { status: answer.status, contentType: 'text/html; charset=utf-8', body: withHead(indexHtml, answer.head) };
    },
    robots(): ServerAnswer {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
    },
    async sitemap(now = Date.now()): Promise<ServerAnswer> {
      if (!sitemap || now - sitemap.builtAt > sitemapFreshMs) {
        const xml = sitemapPaths(source, projectMode).then((paths) => sitemapXml(origin, paths));
        const built = { builtAt: now, xml };
        sitemap = built;
        // A failed build is not kept: the next request tries again.
        xml.catch(() => {
          if (sitemap === built) sitemap = null;
        });
      }
      return { status: 200, contentType: 'application/xml; charset=utf-8', body: await sitemap.xml };
    },
  };
}

// The render host loads this module by the contract's shape.
createPageServer satisfies ShellServerModule['createPageServer'];
