import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter } from '@microloans/platform/router';
import { storageKeys, writeStored } from '@microloans/shared-contracts/storage';
import { formatRubles } from '../../entities/loan-form';
import { LoanCalculator } from './index';

const calculator = () => (
  <BrowserRouter>
    <LoanCalculator />
  </BrowserRouter>
);

beforeEach(() => localStorage.clear());

test('the server draws the defaults whatever this browser keeps; the browser takes that over without a mismatch, then shows its kept choice', async () => {
  writeStored(storageKeys.loansForm, { amount: 55000, term: 14 });
  const container = document.createElement('div');
  container.innerHTML = renderToString(calculator());
  expect(container.querySelector('[data-testid="loan-amount"]')?.textContent).toBe(formatRubles(30000));

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, calculator(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.querySelector('[data-testid="loan-amount"]')?.textContent).toBe(formatRubles(55000));
});

test('without a kept choice the first visit’s defaults stay', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(calculator());
  await act(async () => {
    hydrateRoot(container, calculator());
  });
  expect(container.querySelector('[data-testid="loan-amount"]')?.textContent).toBe(formatRubles(30000));
});

test('sliders moved before the page’s code took them over keep where the borrower put them', async () => {
  writeStored(storageKeys.loansForm, { amount: 55000, term: 14 });
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(calculator());
  const amount = container.querySelector<HTMLInputElement>('input[aria-labelledby="loan-amount-label"]')!;
  amount.value = '60000';
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, calculator(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.querySelector('[data-testid="loan-amount"]')?.textContent).toBe(formatRubles(60000));
  expect(amount.value).toBe('60000');
  container.remove();
});

test('the server draws a real form: without the page’s code it opens the application with the chosen amount and term', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(calculator());
  const form = container.querySelector('form')!;
  expect(form.getAttribute('action')).toBe('/confirmation');
  expect(form.getAttribute('method')).toBe('get');
  const fields = new FormData(form);
  expect(Object.fromEntries(fields)).toEqual({ type: 'loans', amount: '30000', termPosition: '7' });
  expect(form.querySelector('button')?.getAttribute('type')).toBe('submit');
});

test('«Получить деньги» opens the application with the choice in its address, the one the plain form sends', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  await act(async () => root.render(calculator()));
  const amount = container.querySelector<HTMLInputElement>('input[aria-labelledby="loan-amount-label"]')!;
  await act(async () => {
    // As a browser moves a slider: React sees the value through the element's own setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(amount, '42000');
    amount.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const form = container.querySelector('form')!;
  const plain = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
  await act(async () => form.requestSubmit());
  const opened = new URL(window.location.href);
  expect(opened.pathname).toBe('/confirmation');
  expect(Object.fromEntries(opened.searchParams)).toEqual(Object.fromEntries(plain));
  expect(opened.searchParams.get('amount')).toBe('42000');
  // Kept for the next visit as well.
  expect(JSON.parse(localStorage.getItem(storageKeys.loansForm) ?? 'null')).toMatchObject({ amount: 42000 });
  await act(async () => root.unmount());
  container.remove();
});
