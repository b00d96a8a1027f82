import type { Scope } from 'effector';
import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from '@microloans/platform/router';
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

function toRouteObject(definition: RouteDefinition, preloader: RoutePreloader): RouteObject {
  const { layout, target } = forProjectMode(definition);
  return {
    path: definition.path,
    // Runs as the navigation starts, beside the route steps of the root loader: the route's code
    // is on its way while they run, instead of after them.
    loader: ({ request }) => {
      preloader.preload(new URL(request.url).pathname);
      if (isBlogLayout(layout)) preloadBlogLayout();
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

export function createAppRouter(scope: Scope, preloader: RoutePreloader): AppRouter {
  return createBrowserRouter([
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <BootFrame />,
      loader: createRootLoader(scope),
      // The route steps run on every navigation, not only when the path changes.
      shouldRevalidate: () => true,
      children: [
        ...routeTable.map((definition) => toRouteObject(definition, preloader)),
        {
          path: '*',
          element: (
            <LayoutFor layout={screenLayout('not-found')}>
              <NotFoundPage />
            </LayoutFor>
          ),
        },
      ],
    },
  ]);
}
