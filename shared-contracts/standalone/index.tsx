import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@microloans/platform/router';
import { UiProvider } from '@microloans/ui-kit';
import { configureApi, appStarted } from '@microloans/platform';
import { parseRuntimeConfig } from '@microloans/shared-contracts/config';
import { localPorts } from '@microloans/shared-contracts/remotes';

/**
 * Runs one remote on its own origin, without the shell: its own scope, its own antd provider and
 * router. Squads use it to develop and smoke-test a remote alone. Not shared through federation.
 */
export type StandaloneRoute = { path: string; title: string; Component: ComponentType };

async function readApiBaseUrl(): Promise<string> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) return parseRuntimeConfig(await response.json()).apiBaseUrl;
  } catch {
    // No config.json next to the remote: use the local dev-api.
  }
  return `http://127.0.0.1:${localPorts.devApi}`;
}

export async function mountStandalone(appName: string, routes: StandaloneRoute[]): Promise<void> {
  configureApi({ baseUrl: await readApiBaseUrl() });
  const scope = fork();
  await allSettled(appStarted, { scope, params: {} });
  createRoot(document.getElementById('root')!).render(
    <Provider value={scope}>
      <UiProvider>
        <BrowserRouter basename={process.env.APP_BASE_PATH || undefined}>
          <nav style={{ display: 'flex', gap: 12, padding: 12, background: '#fff8d6', flexWrap: 'wrap' }}>
            <strong>{appName} — автономный режим</strong>
            {routes.map(({ path, title }) => (
              <Link key={path} to={path}>
                {title}
              </Link>
            ))}
          </nav>
          <main style={{ maxWidth: 1080, margin: '0 auto', padding: 16 }}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Routes>
          </main>
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}
