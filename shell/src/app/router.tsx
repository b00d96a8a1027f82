import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RemoteSlot } from '../shared/federation/remote-slot';
import { MainPage } from '../pages/main';
import { NotFoundPage } from '../pages/not-found';
import { ReferralPage } from '../pages/referral';
import { LayoutFor } from '../layouts';
import { Guarded } from './guards';
import { routeTable, type RouteDefinition, type RouteTarget } from './route-table';

function renderTarget(target: RouteTarget) {
  if ('shell' in target) return target.shell === 'main' ? <MainPage /> : <ReferralPage />;
  return <RemoteSlot target={target} minHeight={400} />;
}

function toRouteObject(definition: RouteDefinition): RouteObject {
  return {
    path: definition.path,
    element: (
      <LayoutFor layout={definition.layout}>
        <Guarded guards={definition.guards}>{renderTarget(definition.target)}</Guarded>
      </LayoutFor>
    ),
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    ...routeTable.map(toRouteObject),
    {
      path: '*',
      element: (
        <LayoutFor layout="main">
          <NotFoundPage />
        </LayoutFor>
      ),
    },
  ]);
}
