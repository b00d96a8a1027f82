import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { useEffect } from 'react';
import { RouterProvider } from '@microloans/platform/router';
import { UiProvider } from '@microloans/ui-kit';
import { preloadOnIntent, type RoutePreloader } from '../shared/federation/route-preload';
import type { AppRouter } from './router';
import { Toasts } from '../widgets/toasts';
import { TakenOverMark } from '../shared/taken-over-mark';

export type AppProps = { scope: Scope; router: AppRouter; preloader: RoutePreloader };

export function App({ scope, router, preloader }: AppProps) {
  useEffect(() => preloadOnIntent(preloader), [preloader]);
  return (
    <Provider value={scope}>
      <UiProvider>
        <Toasts />
        <RouterProvider router={router} />
      </UiProvider>
      <TakenOverMark place={typeof document === 'undefined' ? null : document.getElementById('root')} />
    </Provider>
  );
}
