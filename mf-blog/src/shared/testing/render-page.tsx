import { act, render } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { $tokens, queriesPurged } from '@microloans/platform';
import { BrowserRouter, Route, Routes } from '@microloans/platform/router';
import { UiProvider } from '@microloans/ui-kit';

// jsdom has no ResizeObserver; antd's text area watches its size with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Test-only: a page of this part at `path`, in a scope of its own, with the shell's providers. */
export type PageRoute = { path: string; element: ReactElement };

export async function renderPage(path: string, routes: PageRoute[], { signedIn = false } = {}): Promise<Scope> {
  window.history.replaceState(null, '', path);
  const scope = fork({
    values: signedIn ? [[$tokens, { token: 'user-token', refresh_token: 'refresh', anonym_token: null, anonym_refresh_token: null }]] : [],
  });
  // The queries' kept answers are module-wide: each test starts without answers of the one before.
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <BrowserRouter>
          <Routes>
            {routes.map(({ path: pattern, element }) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
            <Route path="*" element={<p>Другая страница</p>} />
          </Routes>
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
  return scope;
}

/** Lets answers already resolved reach the page. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Text as a reader sees it: non-breaking spaces as spaces. */
export const plain = (element: Element | null) => element?.textContent?.replace(/\u00a0/g, ' ') ?? '';
