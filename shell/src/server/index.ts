/**
 * The shell's server side, built for Node beside its browser build (`dist/<version>/server/`)
 * and released with it: the render host (deploy/src/render-host.ts) loads the live version's and
 * asks it for each page's answer, `/robots.txt` and `/sitemap.xml`.
 *
 * A page's way, each decision taken once:
 * request (page-request.ts: the route matched, the visitor's tokens and hints, each remote's server
 * side at their version) → the route's lists (server-route-steps.ts: redirect rules, switched-off
 * routes; one budget) → a server redirect → the render (render-app.tsx: the guards and the 404 of
 * a switched-off route, the owner's data and head, the tree) → status and head (page-answer.ts) →
 * the live index.html with them, the HTML and the state (head-tags.ts, rendered-page.ts).
 */
import { fork } from 'effector';
import type { PageServer, PageServerOptions, ServerAnswer, ShellServerModule } from '@microloans/shared-contracts/remotes';
import { $tokens, configureApi, setSiteOrigin } from '@microloans/platform';
import { setRuntimeConfig } from '../shared/runtime/runtime-config';
import { framedPages } from '../app/index-html';
import { setServerFramedPages } from '../app/page-frame-at';
import { serverApiCallMs } from '@microloans/shared-contracts/server-budgets';
import { robotsTxt, sitemapPaths, sitemapXml } from './crawl-files';
import { withHead } from './head-tags';
import { pageAnswer } from './page-answer';
import { pageRequestOf } from './page-request';
import { serverRedirect } from './redirects';
import { sitemapSource } from './sitemap-source';
import { renderApp } from './render-app';
import { createRouteLists } from './server-route-steps';
import { withRenderedApp } from './rendered-page';
import { pageStylesIn } from './page-styles';
import path from 'node:path';

/** A sitemap is built at most once in this long; crawlers read it far less often. */
export const sitemapFreshMs = 5 * 60_000;

export function createPageServer({ apiBaseUrl, projectMode, origin, config, log = console.warn }: PageServerOptions): PageServer {
  // The app's own modules read the deployment's config and call the API as in the browser, through
  // the platform's one client: with this process's one anonymous token (kept in memory here).
  setRuntimeConfig({ ...(config ?? { analyticsCounterId: null, loggerUrl: null, version: 'server' }), apiBaseUrl, projectMode });
  configureApi({ baseUrl: apiBaseUrl, timeoutMs: serverApiCallMs, retryDelayMs: (attempt) => 50 * attempt });
  setSiteOrigin(origin);
  setServerFramedPages(framedPages);
  // This version's folder: its build wrote the page's stylesheets there.
  const styles = pageStylesIn(path.join(__dirname, '..'));
  const readRouteLists = createRouteLists();
  let sitemap: { builtAt: number; xml: Promise<string> } | null = null;

  return {
    async page({ url, indexHtml, remoteServer, cookie = null, onRemoteDrawn }) {
      const request = pageRequestOf(new URL(url, origin), cookie, remoteServer, projectMode);
      const scope = fork({ values: [[$tokens, request.tokens]] });
      const lists = await readRouteLists(request, scope);
      const redirect = serverRedirect(request.address, lists.redirects);
      if (redirect) return redirectAnswer(redirect.status, redirect.location);
      const rendered = await renderApp(request, scope, log, onRemoteDrawn).catch((error: unknown) => {
        log(`[render] ${request.address.pathname}: the page is drawn in the browser: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return null;
      });
      if (rendered?.kind === 'redirect') return redirectAnswer(rendered.status, rendered.location);
      const { status, head } = pageAnswer(request.address, request.route, rendered, projectMode);
      const page = withHead(indexHtml, head);
      return {
        status,
        contentType: 'text/html; charset=utf-8',
        body: rendered ? withRenderedApp(page, rendered.html, rendered.state, styles.linksFor(rendered.stylesheets)) : page,
      };
    },
    robots(): ServerAnswer {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
    },
    async sitemap(now = Date.now()): Promise<ServerAnswer> {
      if (!sitemap || now - sitemap.builtAt > sitemapFreshMs) {
        const xml = sitemapPaths(sitemapSource, projectMode).then((paths) => sitemapXml(origin, paths));
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

const redirectAnswer = (status: number, location: string): ServerAnswer => ({
  status,
  contentType: 'text/plain; charset=utf-8',
  body: `Перенаправление: ${location}`,
  location,
});

export { sharedModules } from './shared-modules';

// The render host loads this module by the contract's shape.
createPageServer satisfies ShellServerModule['createPageServer'];
