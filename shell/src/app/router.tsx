import type { Scope } from 'effector';
import { Suspense } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from '@microloans/platform/router';
import type { PageFrame } from '@microloans/shared-contracts/routes';
import { RemoteLoading } from '../shared/federation/remote-loading';
import { RemoteSlot } from '../shared/federation/remote-slot';
import { createRoutePreloader, type RoutePreloader } from '../shared/federation/route-preload';
import { MainPage } from '../pages/main';
import { NotFoundPage } from '../pages/not-found';
import { OpsPage } from '../pages/ops';
import { ReferralPage } from '../pages/referral';
import { isBlogLayout, LayoutFor, preloadBlogLayout, widgetsOfLayout } from '../layouts';
import { BootFrame } from './boot-frame';
import { Guarded } from './guards';
import { pageFrameOfPath } from './page-frame-at';
import { RootErrorScreen, RootRoute } from './root-route';
import { createRootLoader } from './route-steps/root-loader';
import { forProjectMode, screenLayout } from './project-mode';
import { routeTable, type RouteDefinition, type RouteTarget } from './route-table';

const shellPages = { main: MainPage, referral: ReferralPage, ops: OpsPage } as const;

function renderTarget(target: RouteTarget, frame: PageFrame | undefined) {
  if ('shell' in target) {
    const Page = shellPages[target.shell];
    return (
      <Suspense fallback={<RemoteLoading minHeight={400} />}>
        <Page />
      </Suspense>
    );
  }
  return <RemoteSlot target={target} minHeight={400} frame={frame} />;
}

/**
 * The routes' code, loaded ahead of rendering (on intent, and as a navigation starts): each page's
 * module and widgets as this deployment serves it, and the remote widgets of its layout (the blog
 * navigation's currency rates).
 */
export function createAppRoutePreloader(): RoutePreloader {
  return createRoutePreloader(
    routeTable.map((definition) => {
      const served = forProjectMode(definition);
      return { ...served, widgets: [...(served.widgets ?? []), ...widgetsOfLayout(served.layout)] };
    }),
  );
}

function toRouteObject(definition: RouteDefinition, preloader: RoutePreloader | null): RouteObject {
  const { layout, target } = forProjectMode(definition);
  return {
    // Named, so the data a server render sends for hydration is keyed the same in the browser.
    id: definition.name,
    path: definition.path,
    // Runs as the navigation starts, beside the route steps of the root loader: the route's code
    // is on its way while they run, instead of after them.
    loader: ({ request }) => {
      preloader?.preload(new URL(request.url).pathname);
      if (preloader && isBlogLayout(layout)) preloadBlogLayout();
      return null;
    },
    element: (
      <LayoutFor layout={layout}>
        <Guarded guards={definition.guards}>{renderTarget(target, pageFrameOfPath(definition.path))}</Guarded>
      </LayoutFor>
    ),
  };
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The id of the route every page is under (its loader runs the route steps). */
export const rootRouteId = 'root';
/** The catch-all's id: a path no route has. */
export const notFoundRouteId = 'not-found';

/**
 * The app's routes: the route table under the root route. The browser's root loader runs the
 * global route steps; a server render passes its own (the steps that decide the answer) and no
 * preloader (its code is all at hand).
 */
export function appRoutes(rootLoader: RouteObject['loader'], preloader: RoutePreloader | null): RouteObject[] {
  return [
    {
      id: rootRouteId,
      element: <RootRoute />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <BootFrame />,
      loader: rootLoader,
      // The route steps run on every navigation, not only when the path changes.
      shouldRevalidate: () => true,
      children: [
        ...routeTable.map((definition) => toRouteObject(definition, preloader)),
        {
          id: notFoundRouteId,
          path: '*',
          element: (
            <LayoutFor layout={screenLayout('not-found')}>
              <NotFoundPage />
            </LayoutFor>
          ),
        },
      ],
    },
  ];
}

export function createAppRouter(scope: Scope, preloader: RoutePreloader, hydrationData?: HydrationState): AppRouter {
  return createBrowserRouter(appRoutes(createRootLoader(scope, { afterServerRender: Boolean(hydrationData) }), preloader), { hydrationData });
}
