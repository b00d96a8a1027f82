import { allSettled, fork } from 'effector';
import { queriesPurged } from '@microloans/platform';
import type { LoyaltyBalancesDto, LoyaltyCoinsDto, LoyaltyHistoryDto } from '@microloans/shared-contracts/api';
import { loyaltyApi } from './api';
import { historyPageSize, loyaltyBalancesQuery, loyaltyCoinsQuery, loyaltyHistoryQuery } from './model';

jest.mock('./api', () => ({ loyaltyApi: { coins: jest.fn(), balances: jest.fn(), history: jest.fn() } }));
const api = jest.mocked(loyaltyApi);

const coins: LoyaltyCoinsDto = {
  isActive: true,
  coins: 1250,
  rubEquivalent: 125,
  rate: { coins: 10, rubles: 1 },
  expiring: { amount: 200, expiresAt: '2026-12-31T20:59:59.000Z' },
};
const balances: LoyaltyBalancesDto = {
  balances: [
    { type: 'coins', title: 'Монеты', amount: 1250, unit: 'coin' },
    { type: 'cashback', title: 'Кешбэк', amount: 340, unit: 'RUB' },
  ],
};
const historyPage = (page: number): LoyaltyHistoryDto => ({
  items: [{ id: page, type: 'accrual', amount: 100, title: `Начисление ${page}`, createdAt: '2025-01-20T11:15:00.000Z' }],
  total: 14,
  page,
  limit: historyPageSize,
});
const serverError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };

/** A fresh page: its own scope, and no answers cached by an earlier test (the cache is module-wide). */
async function freshScope() {
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  return scope;
}

beforeEach(() => {
  api.coins.mockReset().mockResolvedValue(coins);
  api.balances.mockReset().mockResolvedValue(balances);
  api.history.mockReset().mockImplementation(({ page = 1 }) => Promise.resolve(historyPage(page)));
});

test('coins and balances are read from their calls', async () => {
  const scope = await freshScope();
  await allSettled(loyaltyCoinsQuery.start, { scope });
  await allSettled(loyaltyBalancesQuery.start, { scope });
  expect(scope.getState(loyaltyCoinsQuery.$data)).toEqual(coins);
  expect(scope.getState(loyaltyBalancesQuery.$data)).toEqual(balances);
});

test('the history is asked a page at a time, 10 operations a page', async () => {
  const scope = await freshScope();
  await allSettled(loyaltyHistoryQuery.start, { scope, params: 2 });
  expect(api.history).toHaveBeenCalledWith({ page: 2, limit: 10 });
  expect(scope.getState(loyaltyHistoryQuery.$data)).toEqual(historyPage(2));
});

test('a page seen a moment ago is shown again without a request; another page is asked for', async () => {
  const scope = await freshScope();
  await allSettled(loyaltyHistoryQuery.start, { scope, params: 1 });
  await allSettled(loyaltyHistoryQuery.start, { scope, params: 2 });
  await allSettled(loyaltyHistoryQuery.start, { scope, params: 1 });
  expect(api.history.mock.calls.map(([params]) => params.page)).toEqual([1, 2]);
  expect(scope.getState(loyaltyHistoryQuery.$data)).toEqual(historyPage(1));
});

test('a failed page is the query’s error and is not kept: asking again reaches the server', async () => {
  api.history.mockRejectedValueOnce(serverError);
  const scope = await freshScope();
  await allSettled(loyaltyHistoryQuery.start, { scope, params: 1 });
  expect(scope.getState(loyaltyHistoryQuery.$error)).toEqual(serverError);
  await allSettled(loyaltyHistoryQuery.start, { scope, params: 1 });
  expect(scope.getState(loyaltyHistoryQuery.$data)).toEqual(historyPage(1));
  expect(api.history).toHaveBeenCalledTimes(2);
});

test('one query failing leaves the others alone', async () => {
  api.coins.mockRejectedValueOnce(serverError);
  const scope = await freshScope();
  await allSettled(loyaltyCoinsQuery.start, { scope });
  await allSettled(loyaltyBalancesQuery.start, { scope });
  expect(scope.getState(loyaltyCoinsQuery.$error)).toEqual(serverError);
  expect(scope.getState(loyaltyBalancesQuery.$data)).toEqual(balances);
});

test('a sign-in or sign-out drops what was read, so another borrower never sees it', async () => {
  const scope = await freshScope();
  await allSettled(loyaltyCoinsQuery.start, { scope });
  expect(scope.getState(loyaltyCoinsQuery.$data)).toEqual(coins);
  await allSettled(queriesPurged, { scope });
  // Nothing of the first borrower's is left to show…
  expect(scope.getState(loyaltyCoinsQuery.$data)).toBeNull();
  // …and the next borrower's page reads their own, not a cached copy of the first one's.
  const theirs: LoyaltyCoinsDto = { ...coins, coins: 40, rubEquivalent: 4, expiring: null };
  api.coins.mockResolvedValueOnce(theirs);
  await allSettled(loyaltyCoinsQuery.start, { scope });
  expect(api.coins).toHaveBeenCalledTimes(2);
  expect(scope.getState(loyaltyCoinsQuery.$data)).toEqual(theirs);
});
