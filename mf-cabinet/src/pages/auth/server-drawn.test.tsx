import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter } from '@microloans/platform/router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// What this tab kept before the page was loaded again: the way chosen and the phone typed.
sessionStorage.setItem('cabinet.signIn', JSON.stringify({ mode: 'code', phone: '9990000001' }));
// Read as the module starts, as in the browser: after the storage above is set.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the tab's storage is set, as the browser loads it
const { AuthPage } = require('./index') as typeof import('./index');

const page = () => (
  <BrowserRouter>
    <AuthPage />
  </BrowserRouter>
);

const checkedMode = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
const phoneField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="tel"], input[inputmode="tel"], input[autocomplete="tel"]');

test('the server draws a fresh sign-in, held; the browser takes it over without a mismatch, then brings back what the tab kept and lets it be typed into', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page());
  expect(checkedMode(container)).toBe('password');
  expect(container.querySelector('fieldset')?.disabled).toBe(true);

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(checkedMode(container)).toBe('code');
  expect(phoneField(container)?.value).toBe('+7 (999) 000-00-01');
  expect(container.querySelector('fieldset')?.disabled).toBe(false);
  container.remove();
});
