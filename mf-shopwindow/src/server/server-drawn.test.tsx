import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $tokens, queriesPurged } from '@microloans/platform';
import { leadApi } from '@microloans/shared-contracts/api';
import { UiProvider } from '@microloans/ui-kit';
import { shopwindowApi } from '../entities/offer/api';
import { installAntdJsdomShims } from '../shared/testing/antd-in-jsdom';
import { companiesAnswer, offersAnswer } from '../shared/testing/offers-answers';
import { pages, preparePage } from './index';

jest.mock('../entities/offer/api', () => ({ shopwindowApi: { getOffers: jest.fn(), getCompanies: jest.fn() } }));
jest.mock('@microloans/shared-contracts/navigation', () => ({ openExternal: jest.fn(() => true) }));
const search = '?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001';
jest.mock('@microloans/platform/router', () => ({
  useSearchParams: () => [new URLSearchParams('scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001')],
  useNavigate: () => jest.fn(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const getOffers = jest.mocked(shopwindowApi.getOffers);
const getCompanies = jest.mocked(shopwindowApi.getCompanies);
const leadByUuid = jest.spyOn(leadApi, 'byUuid');

const offers = offersAnswer('0b6a1f7e-0001-4a10-8000-000000000001');
const companies = companiesAnswer;
const anonymous = { token: null, refresh_token: null, anonym_token: null, anonym_refresh_token: null };

const Shopwindow = pages['./pages/Shopwindow']!;
const page = (scope: Scope) => (
  <Provider value={scope}>
    <UiProvider>
      <Shopwindow />
    </UiProvider>
  </Provider>
);

beforeAll(installAntdJsdomShims);

test('the server draws the offers and the notice a visitor who is not signed in gets; the browser takes them over with no request and no change', async () => {
  getOffers.mockResolvedValue(offers);
  getCompanies.mockResolvedValue(companies);
  const serverScope = fork({ values: [[$tokens, anonymous]] });
  await preparePage('shopwindow', {}, serverScope, search);
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(serverScope));
  expect(container.querySelectorAll('[data-testid="offer-card"]')).toHaveLength(2);
  expect(container.querySelector('[data-testid="shopwindow-message"]')?.getAttribute('data-status')).toBe('unknown');
  // Each «Получить деньги» is held until the page's code has taken it over (a press before would be lost).
  const getMoney = () => container.querySelector('[data-testid="offer-card"] button')!;
  expect(getMoney().hasAttribute('disabled')).toBe(true);
  const drawn = container.innerHTML;

  getOffers.mockClear();
  getCompanies.mockClear();
  const browserScope = fork({ values: { ...serialize(serverScope), [$tokens.sid!]: anonymous } });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(browserScope), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(getMoney().hasAttribute('disabled')).toBe(false);
  expect(container.innerHTML).toBe(drawn.replaceAll('<button disabled="" ', '<button '));
  expect([getOffers.mock.calls, getCompanies.mock.calls, leadByUuid.mock.calls]).toEqual([[], [], []]);
  container.remove();
});

test('only the shop window with its scenario and application loads anything', async () => {
  getOffers.mockClear();
  const scope = fork();
  await preparePage('personalOffers', {}, scope, search);
  await preparePage('shopwindow', {}, scope, '?scenario=lead');
  expect(getOffers).not.toHaveBeenCalled();
});

test('a read the API failed on the server is left to the browser: the page is drawn loading, and the browser reads the offers itself', async () => {
  getOffers.mockReset().mockRejectedValueOnce({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' }).mockResolvedValue(offers);
  getCompanies.mockReset().mockResolvedValue(companies);
  const serverScope = fork({ values: [[$tokens, anonymous]] });
  // jsdom has a document: the page's cache is on here, with the answers of the test before.
  await allSettled(queriesPurged, { scope: serverScope });
  await preparePage('shopwindow', {}, serverScope, search);
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(serverScope));
  expect(container.querySelector('[data-testid="offers-skeleton"]')).not.toBeNull();
  expect(container.querySelector('[data-testid="offers-error"]')).toBeNull();

  const browserScope = fork({ values: { ...serialize(serverScope), [$tokens.sid!]: anonymous } });
  await act(async () => {
    hydrateRoot(container, page(browserScope));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(getOffers).toHaveBeenCalledTimes(2);
  expect(container.querySelectorAll('[data-testid="offer-card"]')).toHaveLength(2);
  container.remove();
});
