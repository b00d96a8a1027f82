import { allSettled, fork, serialize } from 'effector';
import { Provider } from 'effector-react';
// Server only, as in render-app.tsx: the static router shares the context the app's components read.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { $tokens, routeChanged } from '@microloans/platform';
import { UiProvider } from '@microloans/ui-kit';
import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import { preparePage, renderToHtml, servedRouteAt, serverModulesOf, valuesToSend, type RenderRequest } from './render-app';
import { serverSlotsOf, type DrawnModule } from './server-slots';
import { scriptSafeJson } from './server-state';

/**
 * The other design of server rendering, kept so that it can be measured against the one in
 * production (e2e/bench/designs.ts; shell/README.md has the decision and the figures): the shell
 * draws the page's frame with an include where the owner's page goes, and the owner draws its page
 * alone — its own React root, its own scope — as a fragment that the web server (nginx SSI) puts
 * in. Nothing in production uses it.
 */

/** Where the fragment of the page at this address is asked for (an address nginx's SSI includes). */
export const fragmentPath = (address: string) => `/__fragment?url=${encodeURIComponent(address).replace(/-/g, '%2D')}`;

/** The owner's place in the frame: an SSI include of its fragment. */
export function includePlace(address: string) {
  return function IncludedPlace(_target: RemoteModuleRef) {
    // Not data: our own SSI comment, its address encoded so that nothing can end it (fragments.test.tsx).
    // eslint-disable-next-line no-restricted-syntax
    return <div data-fragment dangerouslySetInnerHTML={{ __html: `<!--# include virtual="${fragmentPath(address)}" -->` }} />;
  };
}

/**
 * The page's owner alone: its page drawn in a root of its own with its own scope and router, its
 * data read first; its scope's values follow it in a data block. Null when a remote owns no page
 * at that address.
 */
export async function renderFragment({ url, tokens, remoteServer, log }: Omit<RenderRequest, 'ownerPlace'>): Promise<string | null> {
  const address = new URL(url);
  const routed = servedRouteAt(address);
  if (!routed || 'shell' in routed.target) return null;
  const target: RemoteModuleRef = routed.target;
  const scope = fork({ values: [[$tokens, tokens]] });
  await allSettled(routeChanged, { scope, params: { pathname: address.pathname, search: address.search } });
  await preparePage(address, routed, scope, remoteServer, log);
  const drawn: DrawnModule[] = [];
  const place = serverSlotsOf(serverModulesOf(remoteServer), drawn);
  const handler = createStaticHandler([{ path: routed.route.path, element: place(target) }]);
  const context = await handler.query(new Request(address.href));
  if (context instanceof Response) return null;
  const html = await renderToHtml(
    <Provider value={scope}>
      <UiProvider>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </UiProvider>
    </Provider>,
    (error) => log(`[render] fragment ${address.pathname}: ${error instanceof Error ? error.message : String(error)}`),
  );
  return `${html}<script type="application/json" data-fragment-state>${scriptSafeJson(valuesToSend(serialize(scope)))}</script>`;
}
