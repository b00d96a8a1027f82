import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Server only, and this bundle has one react-router: the static router shares the context the
// app's components read through `@microloans/platform/router`. Re-exported there, it would be
// shipped to every browser.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { $appError, $tokens, routeChanged, tokensSid, type Tokens } from '@microloans/platform';
import { UiProvider } from '@microloans/ui-kit';
import type { RemoteModuleRef, RemoteServerLoader } from '@microloans/shared-contracts/remotes';
import type { VisitorHints } from '@microloans/shared-contracts/storage';
import { appRoutes, notFoundRouteId } from '../app/router';
import { forProjectMode } from '../app/project-mode';
import { isBlogLayout } from '../layouts';
import { blogMenuQuery } from '../layouts/blog-menu';
import { hasBlogNavigation } from '../layouts/blog-variants';
import { ServerSlotContext, type ServerSlotRenderer } from '../shared/federation/server-remotes';
import { LeftToBrowser, serverSlotsOf, type DrawnModule, type ServerRemoteModules } from './server-slots';
import { versionGaps } from '../shared/federation/compatibility';
import { providedVersions } from '../shared/federation/provided-versions';
import { Toasts } from '../widgets/toasts';
import { createServerRootLoader } from './server-route-steps';
import { routeWithParams } from './page-answer';
import { serverState, type ServerState } from './server-state';
import { within } from './within';

/** A remote's page data is waited for at most this long; then the page is drawn with what arrived. */
export const pageDataBudgetMs = 800;
/** The whole render is given this long; a part not finished by then is left to the browser. */
export const renderBudgetMs = 1500;

/** React's inline instruction scripts (`$RT`, `$RC`, …): the only scripts a prerender writes. */
const reactInstructionScript = /<script>[^<]*\$R[A-Z]+[^<]*<\/script>/g;

export type RenderRequest = {
  /** The absolute address asked for. */
  url: string;
  /** The visitor's tokens as their cookies say (the header, the guards); never serialised. */
  tokens: Tokens;
  /** What the visitor's cookies say of what their browser will show (`visitorHintCookies`), for the page's owner. */
  hints?: VisitorHints;
  remoteServer: RemoteServerLoader;
  /** A part of the page that could not be rendered here (remote, version, reason). */
  log: (line: string) => void;
  /**
   * What stands in a remote's place instead of its page, whose data is then not read here: the
   * fragments design measured against this one (`fragments.tsx`). None in production.
   */
  ownerPlace?: ServerSlotRenderer;
};

export type RenderedApp =
  | { kind: 'page'; status: number; html: string; state: ServerState; stylesheets: { blogLayout: boolean; sharedModules: readonly string[] } }
  | { kind: 'redirect'; status: number; location: string };

type UsableRemote = { server: NonNullable<ReturnType<RemoteServerLoader>> } | { missing: string; planned?: boolean };

/**
 * A remote's server side at the version this visitor is served, if it can render here: it loads,
 * and it was built against a platform and kit this shell provides (the browser's version gate,
 * on the same manifest, before anything of it runs).
 */
function usableRemote(loader: RemoteServerLoader, remote: string): UsableRemote {
  let server: ReturnType<RemoteServerLoader>;
  try {
    server = loader(remote);
  } catch (error) {
    return { missing: `${remote}: its server side failed to load: ${String(error)}` };
  }
  if (!server) return { missing: `${remote}: no server side`, planned: true };
  const gaps = versionGaps(server.manifest ?? null, providedVersions);
  if (gaps.length > 0) {
    return { missing: `${remote} ${server.version}: built against ${gaps.map((gap) => `${gap.pkg} ${gap.needed}`).join(', ')}; this shell provides ${gaps.map((gap) => gap.provided).join(', ')}` };
  }
  return { server };
}

/** The remotes' pages as their server sides render them, each at the version this visitor is served. */
export function serverModulesOf(loader: RemoteServerLoader): ServerRemoteModules {
  return ({ remote, module }: RemoteModuleRef) => {
    const usable = usableRemote(loader, remote);
    if ('missing' in usable) return { missing: `${usable.missing}: ${module}`, planned: usable.planned };
    const component = usable.server.module.pages?.[module];
    return component ? { component, owner: { remote, version: usable.server.version, module } } : { missing: `${remote} ${usable.server.version}: ${module}: not rendered on the server`, planned: true };
  };
}

/** The route at the address, with its parameters, as this deployment serves it (its layout and target for the project mode). */
export type ServedRoute = NonNullable<ReturnType<typeof routeWithParams>> & ReturnType<typeof forProjectMode>;

export function servedRouteAt(url: URL): ServedRoute | null {
  const routed = routeWithParams(url.pathname);
  return routed ? { ...routed, ...forProjectMode(routed.route) } : null;
}

/** The page's data as its owner loads it, within the budget; a failure leaves the page to load it itself. */
export async function preparePage(
  url: URL,
  routed: ServedRoute | null,
  scope: Scope,
  loader: RemoteServerLoader,
  log: (line: string) => void,
  hints: VisitorHints = {},
): Promise<void> {
  if (!routed) return;
  const { target } = routed;
  if ('shell' in target) return;
  const usable = usableRemote(loader, target.remote);
  if ('missing' in usable) return;
  const { server } = usable;
  try {
    if (!server.module.preparePage) return;
    const outcome = await within(server.module.preparePage(routed.route.name, routed.params, scope, url.search, hints), pageDataBudgetMs);
    if (outcome === 'late') log(`[render] ${target.remote} ${server.version}: ${url.pathname}: page data slower than ${pageDataBudgetMs} ms`);
  } catch (error) {
    log(`[render] ${target.remote} ${server.version}: ${url.pathname}: page data failed: ${String(error)}`);
  }
}

/**
 * The scope's values to send: never the visitor's tokens, whatever the store's settings; not the
 * query library's clock (`ff.$time`, the moment of this render: the browser keeps its own, and the
 * same page would differ from one render to the next, so no ETag would ever match).
 */
export function valuesToSend(values: Record<string, unknown>): Record<string, unknown> {
  const { [tokensSid]: _tokens, 'ff.$time': _clock, ...rest } = values;
  return rest;
}

/**
 * The layout's own data, read before it is drawn: the blog's categories menu (a menu that arrived
 * later would push the page down as the browser added it). Within the page data's budget; without
 * it the menu is drawn as in the browser, «Все статьи» alone until it arrives.
 */
async function prepareLayout(routed: ServedRoute | null, scope: Scope): Promise<void> {
  if (!routed) return;
  const { layout } = routed;
  if (isBlogLayout(layout) && hasBlogNavigation(layout)) await within(allSettled(blogMenuQuery.start, { scope }), pageDataBudgetMs);
}

/** What the page's stylesheets depend on: its layout, and the shared modules its owner's page uses. */
function stylesheetsOf(routed: ServedRoute | null, loader: RemoteServerLoader): { blogLayout: boolean; sharedModules: readonly string[] } {
  if (!routed) return { blogLayout: false, sharedModules: [] };
  const { target, layout } = routed;
  // A remote drawn in the browser brings its styles with its code.
  const usable = 'shell' in target ? null : usableRemote(loader, target.remote);
  const uses = usable && 'server' in usable ? (usable.server.uses ?? []) : [];
  return { blogLayout: isBlogLayout(layout), sharedModules: uses };
}

/**
 * Renders the tree to HTML once every part has finished or failed (a prerender: the HTML is whole,
 * with no streaming instructions — inline scripts the page's CSP would refuse). A part not done
 * within the budget is aborted: React sends its fallback, and the browser draws it.
 */
export async function renderToHtml(tree: ReactNode, onPartFailed: (error: unknown) => void): Promise<string> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new Error(`not finished in ${renderBudgetMs} ms`)), renderBudgetMs);
  try {
    // No part is sent apart to be swapped in by a script (React does that for large parts): one piece.
    const { prelude } = await prerenderToNodeStream(tree, { signal: budget.signal, onError: onPartFailed, progressiveChunkSize: Number.POSITIVE_INFINITY });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    // A part cut off by the budget comes with React's inline instruction script (a timing mark for
    // parts it would stream later): nothing is streamed later here, and the page's CSP refuses
    // inline scripts. The part itself stays a pending boundary, which the browser draws once the
    // document has loaded.
    return Buffer.concat(chunks).toString('utf8').replace(reactInstructionScript, '');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One page, drawn on the server by the same components as in the browser: the shell's routes and
 * layouts, and each remote's page from its server side, in one React tree with one scope. The
 * scope starts with the visitor's tokens (their header); the route steps that decide the answer run
 * first (a switched-off route is a 404, a lending route of a blog site goes to `/`), then the page's
 * owner loads its data. What a part could not render is left to the browser.
 */
export async function renderApp({ url, tokens, hints, remoteServer, log, ownerPlace }: RenderRequest): Promise<RenderedApp> {
  const address = new URL(url);
  const routed = servedRouteAt(address);
  const routeScope = fork({ values: [[$tokens, tokens]] });
  const handler = createStaticHandler(appRoutes(createServerRootLoader(routeScope), null));
  const context = await handler.query(new Request(address.href));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  let scope = routeScope;
  await allSettled(routeChanged, { scope, params: { pathname: address.pathname, search: address.search } });
  if (!context.errors) {
    await Promise.all([ownerPlace ? null : preparePage(address, routed, scope, remoteServer, log, hints), prepareLayout(routed, scope)]);
    // The API failed the page's data (not «there is no such content»): the page is sent without it,
    // and the browser reads it itself as it takes the page over, instead of being told of a failure
    // that may be over by then.
    const failure = scope.getState($appError);
    if (failure && failure.status !== 404) {
      log(`[render] ${address.pathname}: page data failed (${failure.status}): left to the browser`);
      scope = fork({ values: [[$tokens, tokens]] });
      await allSettled(routeChanged, { scope, params: { pathname: address.pathname, search: address.search } });
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const drawn: DrawnModule[] = [];
  const html = await renderToHtml(
    <Provider value={scope}>
      <ServerSlotContext.Provider value={ownerPlace ?? serverSlotsOf(serverModulesOf(remoteServer), drawn)}>
        <UiProvider>
          <Toasts />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </UiProvider>
      </ServerSlotContext.Provider>
    </Provider>,
    (error) => {
      // A place the browser draws by design (no server side, a module not drawn here) is no failure.
      if (error instanceof LeftToBrowser && error.planned) return;
      const by = drawn.length > 0 ? ` (drawing ${drawn.map(({ remote, version, module }) => `${remote} ${version} ${module}`).join(', ')})` : '';
      log(`[render] ${address.pathname}: drawn in the browser: ${error instanceof Error ? error.message : String(error)}${by}`);
    },
  );
  return {
    kind: 'page',
    // The catch-all draws the «not found» screen: the answer says so too.
    status: context.matches.at(-1)?.route.id === notFoundRouteId ? 404 : context.statusCode,
    stylesheets: stylesheetsOf(routed, remoteServer),
    html,
    state: serverState(
      valuesToSend(serialize(scope)),
      context.errors ? null : context.loaderData,
      Object.fromEntries(drawn.map(({ remote, version }) => [remote, version])),
    ),
  };
}
