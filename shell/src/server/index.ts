/**
 * The shell's server side, built for Node beside its browser build (`dist/<version>/server/`)
 * and released with it: the render host (deploy/src/render-host.ts) loads the live version's and
 * asks it for each page's answer, `/robots.txt` and `/sitemap.xml`.
 */
import type { RedirectDto } from '@microloans/shared-contracts/api';
import type { FragmentsServer, PageServer, PageServerOptions, ServerAnswer, ShellServerModule } from '@microloans/shared-contracts/remotes';
import { visitorHintCookies, type VisitorHints } from '@microloans/shared-contracts/storage';
import { configureApi, setSiteOrigin, type Tokens } from '@microloans/platform';
import { readCookie, type tokenCookieNames } from '@microloans/platform/cookies';
import { setRuntimeConfig } from '../shared/runtime/runtime-config';
import { framedPages } from '../app/index-html';
import { setServerFramedPages } from '../app/page-frame-at';
import { createAnonymousApi } from './anonymous-api';
import { robotsTxt, sitemapPaths, sitemapXml } from './crawl-files';
import { withHead } from './head-tags';
import { ownerHeadOf } from './owner-head';
import { pageAnswer, routeWithParams, withOwnerHead } from './page-answer';
import { serverRedirect } from './redirects';
import { sitemapSourceOf } from './sitemap-source';
import { renderApp } from './render-app';
import { includePlace, renderFragment } from './fragments';
import type { ServerSlotRenderer } from '../shared/federation/server-remotes';
import { withRenderedApp } from './rendered-page';
import { pageStylesIn } from './page-styles';
import path from 'node:path';

/** A sitemap is built at most once in this long; crawlers read it far less often. */
export const sitemapFreshMs = 5 * 60_000;

/** The server-defined redirects are read again after this long, as the browser's route step does. */
export const redirectsFreshMs = 5000;

/** How the owner's place is filled: by its page in the one tree (production), or by an include of its fragment (the other design, measured). */
type Composition = { ownerPlaceAt?: (address: string) => ServerSlotRenderer };

export function createPageServer(
  { apiBaseUrl, projectMode, origin, config, fetch: send, log = console.warn }: PageServerOptions,
  { ownerPlaceAt }: Composition = {},
): PageServer {
  const api = createAnonymousApi({ baseUrl: apiBaseUrl, fetch: send });
  // The app's own modules read the deployment's config and call the API as in the browser: with
  // this process's one anonymous token (the platform keeps it in memory here).
  setRuntimeConfig({ ...(config ?? { analyticsCounterId: null, loggerUrl: null, version: 'server' }), apiBaseUrl, projectMode });
  configureApi({ baseUrl: apiBaseUrl });
  setSiteOrigin(origin);
  setServerFramedPages(framedPages);
  // This version's folder: its build wrote the page's stylesheets there.
  const styles = pageStylesIn(path.join(__dirname, '..'));
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
    async page({ url, indexHtml, remoteServer, cookie = null }) {
      const address = new URL(url, origin);
      const redirect = serverRedirect(address, await currentRedirects(Date.now()));
      if (redirect) return redirectAnswer(redirect.status, redirect.location);
      const routed = routeWithParams(address.pathname);
      const [owner, rendered] = await Promise.all([
        routed ? ownerHeadOf(routed.route, routed.params, remoteServer, api) : null,
        renderApp({ url: address.href, tokens: tokensOf(cookie), hints: hintsOf(cookie), remoteServer, log, ownerPlace: ownerPlaceAt?.(address.pathname + address.search) }).catch((error: unknown) => {
          log(`[render] ${address.pathname}: the page is drawn in the browser: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          return null;
        }),
      ]);
      if (rendered?.kind === 'redirect') return redirectAnswer(rendered.status, rendered.location);
      const answer = withOwnerHead(pageAnswer(address, projectMode), owner, projectMode);
      const status = answer.status === 404 || rendered?.status === 404 ? 404 : answer.status;
      const head = status === 404 && answer.status !== 404 ? withOwnerHead(answer, { status: 404 }, projectMode).head : answer.head;
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

const redirectAnswer = (status: number, location: string): ServerAnswer => ({
  status,
  contentType: 'text/plain; charset=utf-8',
  body: `Перенаправление: ${location}`,
  location,
});

/** The visitor's hints (`visitorHintCookies`) as their cookies hold them: those cookies alone reach a page's owner. */
export function hintsOf(cookie: string | null): VisitorHints {
  const hints: VisitorHints = {};
  for (const [key, name] of Object.entries(visitorHintCookies) as Array<[keyof typeof visitorHintCookies, string]>) {
    const value = readCookie(name, cookie ?? '');
    if (value) hints[key] = value;
  }
  return hints;
}

/** The visitor's tokens as their cookies hold them (whether they are signed in decides the header). */
function tokensOf(cookie: string | null): Tokens {
  const read = (name: (typeof tokenCookieNames)[number]) => readCookie(name, cookie ?? '');
  return { token: read('token'), refresh_token: read('refresh_token'), anonym_token: read('anonym_token'), anonym_refresh_token: read('anonym_refresh_token') };
}

/**
 * The fragments design (fragments.tsx), for the bench that measures it against the one tree: pages
 * drawn as frames with an include where the owner's page goes, and each owner's fragment.
 */
export function createFragmentsServer(options: PageServerOptions): FragmentsServer {
  const { page } = createPageServer(options, { ownerPlaceAt: includePlace });
  const log = options.log ?? console.warn;
  return {
    page,
    fragment: ({ url, remoteServer, cookie = null }) => renderFragment({ url: new URL(url, options.origin).href, tokens: tokensOf(cookie), remoteServer, log }),
  };
}

export { sharedModules } from './shared-modules';

// The render host loads this module by the contract's shape.
createPageServer satisfies ShellServerModule['createPageServer'];
createFragmentsServer satisfies NonNullable<ShellServerModule['createFragmentsServer']>;
