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

const passwordField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="password"]');

async function serverDrawn(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page());
  return container;
}

async function takeOver(container: HTMLElement): Promise<unknown[]> {
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

test('the server draws a fresh sign-in that takes typing; the browser takes it over without a mismatch, then brings back what the tab kept', async () => {
  const container = await serverDrawn();
  expect(checkedMode(container)).toBe('password');
  expect(container.querySelector('fieldset[disabled], input[disabled]')).toBeNull();

  expect(await takeOver(container)).toEqual([]);
  expect(checkedMode(container)).toBe('code');
  expect(phoneField(container)?.value).toBe('+7 (999) 000-00-01');
  container.remove();
});

test('what was typed into the server’s form before the takeover stays, masked, and replaces what the tab kept', async () => {
  const container = await serverDrawn();
  // Typed as the page's code was still on its way: no mask yet, and a password.
  phoneField(container)!.value = '9995550101';
  passwordField(container)!.value = 'secret1';

  expect(await takeOver(container)).toEqual([]);
  // The form the borrower used, not the code way the tab had kept.
  expect(checkedMode(container)).toBe('password');
  expect(phoneField(container)?.value).toBe('+7 (999) 555-01-01');
  expect(passwordField(container)?.value).toBe('secret1');
  // The tab keeps the phone typed now, for the next reload.
  expect(JSON.parse(sessionStorage.getItem('cabinet.signIn') ?? 'null')).toEqual({ mode: 'password', phone: '+7 (999) 555-01-01' });
  container.remove();
});
