import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { useMemo } from 'react';
import { RouterProvider } from 'shared-contracts/router';
import { UiProvider } from 'ui-kit';
import { createAppRouter } from './router';
import { ToastBridge } from './toast-bridge';

export type AppProps = { scope: Scope };

export function App({ scope }: AppProps) {
  const router = useMemo(() => createAppRouter(scope), [scope]);
  return (
    <Provider value={scope}>
      <UiProvider>
        <ToastBridge />
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>
  );
}
