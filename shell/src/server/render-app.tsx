import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Server only, and this bundle has one react-router: the static router shares the context the
// app's components read through `@microloans/platform/router`. Re-exported there, it would be
// shipped to every browser.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { $appError, $tokens, routeChanged, tokensSid } from '@microloans/platform';
import { UiProvider } from '@microloans/ui-kit';
import {
  leftToBrowserDigest,
  remoteNames,
  type PageRequest as ContractPageRequest,
  type RemoteModuleProps,
  type RemoteModuleRef,
  type RemoteName,
  type RemotePageHead,
} from '@microloans/shared-contracts/remotes';
import { appRoutes, notFoundRouteId } from '../app/router';
import { isBlogLayout } from '../layouts';
import { blogMenuQuery } from '../layouts/blog-menu';
import { hasBlogNavigation } from '../layouts/blog-variants';
import { ServerSlotContext } from '../shared/federation/server-remotes';
import { Toasts } from '../widgets/toasts';
import { serverBudgets } from '@microloans/shared-contracts/server-budgets';
import type { PageRequest } from './page-request';
import { LeftToBrowser, serverSlotsOf, type DrawnModule, type ServerRemoteModules } from './server-slots';
import { serverRootLoader, type ServerRouteContext } from './server-route-steps';
import { serverState, type ServerState } from './server-state';
import { within } from './within';

/** React's inline instruction scripts (`$RT`, `$RC`, …): the only scripts a prerender writes. */
const reactInstructionScript = /<script>[^<]*\$R[A-Z]+[^<]*<\/script>/g;

export type RenderedApp =
  | {
      kind: 'page';
      status: number;
      /** The page's head as its owner words it from its data; null: the route's own. */
      ownerHead: RemotePageHead | null;
      html: string;
      state: ServerState;
      stylesheets: { blogLayout: boolean; sharedModules: readonly string[] };
    }
  | { kind: 'redirect'; status: number; location: string };

/** The remotes' pages as their server sides render them, each at the version this visitor is served. */
export function serverModulesOf(remote: PageRequest['remote']): ServerRemoteModules {
  return (target: RemoteModuleRef) => {
    const usable = remote(target.remote);
    if ('missing' in usable) return { missing: `${usable.missing}: ${target.module}`, planned: usable.planned };
    const pages: Readonly<Partial<Record<string, ComponentType<RemoteModuleProps>>>> = usable.server.module.pages ?? {};
    const component = pages[target.module];
    return component
      ? { component, owner: { remote: target.remote, version: usable.server.version, module: target.module } }
      : { missing: `${target.remote} ${usable.server.version}: ${target.module}: not rendered on the server`, planned: true };
  };
}

/** The owner's server side, when the page has an owner that can render here. */
function ownerServer({ owner, remote }: PageRequest) {
  if (!owner) return null;
  const usable = remote(owner);
  return 'server' in usable ? { remote: owner, ...usable.server } : null;
}

/** The page's data as its owner loads it, within the budget; a failure leaves the page to load it itself. */
async function preparePage(request: PageRequest, scope: Scope, log: (line: string) => void): Promise<void> {
  const owner = ownerServer(request);
  const { route, address, hints } = request;
  if (!owner?.module.preparePage || !route) return;
  try {
    const outcome = await within(owner.module.preparePage(route.definition.name, route.params, scope, address.search, hints), serverBudgets.pageDataMs);
    if (outcome === 'late') log(`[render] ${owner.remote} ${owner.version}: ${address.pathname}: page data slower than ${serverBudgets.pageDataMs} ms`);
  } catch (error) {
    log(`[render] ${owner.remote} ${owner.version}: ${address.pathname}: page data failed: ${String(error)}`);
  }
}

/** The page's head as its owner words it from the data it was drawn with; null: the route's own. */
function ownerHead(request: PageRequest, scope: Scope, log: (line: string) => void): RemotePageHead | null {
  const owner = ownerServer(request);
  if (!owner?.module.headFromPage || !request.route) return null;
  try {
    return owner.module.headFromPage(request.route.definition.name, request.route.params, scope);
  } catch (error) {
    log(`[render] ${owner.remote} ${owner.version}: ${request.address.pathname}: head: ${String(error)}`);
    return null;
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
async function prepareLayout({ route }: PageRequest, scope: Scope): Promise<void> {
  const layout = route?.definition.layout;
  if (layout && isBlogLayout(layout) && hasBlogNavigation(layout)) await within(allSettled(blogMenuQuery.start, { scope }), serverBudgets.pageDataMs);
}

/** What the page's stylesheets depend on: its layout, and the shared modules its owner's page uses. */
function stylesheetsOf(request: PageRequest): { blogLayout: boolean; sharedModules: readonly string[] } {
  const layout = request.route?.definition.layout;
  // A remote drawn in the browser brings its styles with its code.
  return { blogLayout: layout ? isBlogLayout(layout) : false, sharedModules: ownerServer(request)?.uses ?? [] };
}

/**
 * Renders the tree to HTML once every part has finished or failed (a prerender: the HTML is whole,
 * with no streaming instructions — inline scripts the page's CSP would refuse). A part not done
 * within the budget is aborted: React sends its fallback, and the browser draws it. `onPartFailed`
 * returns the digest React writes into the page for that part.
 */
export async function renderToHtml(tree: ReactNode, onPartFailed: (error: unknown) => string | undefined): Promise<string> {
  // No part is sent apart to be swapped in by a script (React does that for large parts): one piece.
  const onError = (error: unknown) =>
    onPartFailed(error instanceof DOMException && error.name === 'TimeoutError' ? new Error(`not finished in ${serverBudgets.renderMs} ms`) : error);
  const { prelude } = await prerenderToNodeStream(tree, { signal: AbortSignal.timeout(serverBudgets.renderMs), onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  // A part cut off by the budget comes with React's inline instruction script (a timing mark for
  // parts it would stream later): nothing is streamed later here, and the page's CSP refuses
  // inline scripts. The part itself stays a pending boundary, which the browser draws once the
  // document has loaded.
  return Buffer.concat(chunks).toString('utf8').replace(reactInstructionScript, '');
}

/**
 * One page, drawn on the server by the same components as in the browser: the shell's routes and
 * layouts, and each remote's page from its server side, in one React tree with one scope. The
 * scope starts with the visitor's tokens (their header) and the route's lists; the route steps
 * that decide the answer run first (a switched-off route is a 404, the guards' redirects), then the
 * page's owner loads its data and words the page's head from it. What a part could not render is
 * left to the browser.
 */
const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

/**
 * The app's routes as the server answers them, built once for this shell's version (the route
 * table is flattened and ranked here, not on every request); each request brings its own context.
 */
let staticHandler: ReturnType<typeof createStaticHandler> | null = null;
const appStaticHandler = () => (staticHandler ??= createStaticHandler(appRoutes(serverRootLoader, null)));

export async function renderApp(
  request: PageRequest,
  routeScope: Scope,
  log: (line: string) => void,
  onRemoteDrawn?: ContractPageRequest['onRemoteDrawn'],
): Promise<RenderedApp> {
  const { address, tokens } = request;
  const handler = appStaticHandler();
  const routeContext: ServerRouteContext = { request, scope: routeScope };
  const context = await handler.query(new Request(address.href), { requestContext: routeContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  let scope = routeScope;
  await allSettled(routeChanged, { scope, params: { pathname: address.pathname, search: address.search } });
  if (!context.errors) {
    await Promise.all([preparePage(request, scope, log), prepareLayout(request, scope)]);
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
  const failedDrawing = new Set<DrawnModule>();
  const html = await renderToHtml(
    <Provider value={scope}>
      <ServerSlotContext.Provider value={serverSlotsOf(serverModulesOf(request.remote), drawn)}>
        <UiProvider>
          <Toasts />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </UiProvider>
      </ServerSlotContext.Provider>
    </Provider>,
    (error) => {
      // A place the browser draws by design (no server side, a module not drawn here) is no
      // failure: its digest tells the browser's hydration so.
      if (error instanceof LeftToBrowser && error.planned) return leftToBrowserDigest;
      // The module being drawn when it failed: the last one begun.
      const drawing = drawn.at(-1);
      if (drawing) failedDrawing.add(drawing);
      const by = drawn.length > 0 ? ` (drawing ${drawn.map(({ remote, version, module }) => `${remote} ${version} ${module}`).join(', ')})` : '';
      log(`[render] ${address.pathname}: drawn in the browser: ${error instanceof Error ? error.message : String(error)}${by}`);
      return undefined;
    },
  );
  for (const module of drawn) {
    if (isRemoteName(module.remote)) onRemoteDrawn?.({ remote: module.remote, version: module.version, failed: failedDrawing.has(module) });
  }
  return {
    kind: 'page',
    // The catch-all draws the «not found» screen: the answer says so too.
    status: context.matches.at(-1)?.route.id === notFoundRouteId ? 404 : context.statusCode,
    ownerHead: context.errors ? null : ownerHead(request, scope, log),
    stylesheets: stylesheetsOf(request),
    html,
    state: serverState(
      valuesToSend(serialize(scope)),
      context.loaderData,
      Object.fromEntries(drawn.map(({ remote, version }) => [remote, version])),
      context.errors,
    ),
  };
}
