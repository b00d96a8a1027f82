import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'shared-contracts/router';
import { UiProvider } from 'ui-kit';
import { preloadOnIntent } from '../shared/federation/route-preload';
import { createAppRoutePreloader, createAppRouter } from './router';
import { ToastBridge } from './toast-bridge';

export type AppProps = { scope: Scope };

export function App({ scope }: AppProps) {
  const preloader = useMemo(() => createAppRoutePreloader(), []);
  const router = useMemo(() => createAppRouter(scope, preloader), [scope, preloader]);
  useEffect(() => preloadOnIntent(preloader), [preloader]);
  return (
    <Provider value={scope}>
      <UiProvider>
        <ToastBridge />
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>
  );
}
