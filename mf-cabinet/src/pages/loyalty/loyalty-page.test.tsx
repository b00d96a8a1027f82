import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { queriesPurged } from '@microloans/platform';
import { BrowserRouter } from '@microloans/platform/router';
import type { LoyaltyBalancesDto, LoyaltyCoinsDto, LoyaltyHistoryDto, LoyaltyOperationDto } from '@microloans/shared-contracts/api';
import { formatDay } from '@microloans/shared-contracts/format';
import { UiProvider } from '@microloans/ui-kit';
import { loyaltyApi } from '../../entities/loyalty';
import { LoyaltyPage } from './index';

const coins: LoyaltyCoinsDto = {
  isActive: true,
  coins: 1250,
  rubEquivalent: 125,
  rate: { coins: 10, rubles: 1 },
  expiring: { amount: 200, expiresAt: '2026-12-31T12:00:00.000Z' },
};
const balances: LoyaltyBalancesDto = {
  balances: [
    { type: 'coins', title: 'Монеты', amount: 1250, unit: 'coin' },
    { type: 'cashback', title: 'Кешбэк', amount: 340, unit: 'RUB' },
    { type: 'referral', title: 'Бонусы за друзей', amount: 500, unit: 'RUB' },
  ],
};
/** 14 operations, newest first; odd ids are accruals of 100, even ones write-offs of 50. */
const operations: LoyaltyOperationDto[] = Array.from({ length: 14 }, (_, index) => {
  const id = 14 - index;
  const accrual = id % 2 === 1;
  return {
    id,
    type: accrual ? 'accrual' : 'write_off',
    amount: accrual ? 100 : -50,
    title: accrual ? `Начисление №${id}` : `Списание №${id}`,
    createdAt: new Date(Date.UTC(2025, 0, id, 12)).toISOString(),
  };
});
const historyPage = ({ page = 1, limit = 20 }: { page?: number; limit?: number }): LoyaltyHistoryDto => ({
  items: operations.slice((page - 1) * limit, page * limit),
  total: operations.length,
  page,
  limit,
});
const serverError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };

const getCoins = jest.spyOn(loyaltyApi, 'coins');
const getBalances = jest.spyOn(loyaltyApi, 'balances');
const getHistory = jest.spyOn(loyaltyApi, 'history');

beforeEach(() => {
  getCoins.mockReset().mockResolvedValue(coins);
  getBalances.mockReset().mockResolvedValue(balances);
  getHistory.mockReset().mockImplementation((params) => Promise.resolve(historyPage(params)));
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');
const rows = () => screen.getAllByTestId('loyalty-operation');

/** A fresh page at `address`: its own scope, and no answer cached by an earlier test. */
async function renderPage(address = '/loyalty') {
  window.history.replaceState(null, '', address);
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <BrowserRouter>
          <LoyaltyPage />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}

test('skeletons while loading, then the coins, their rubles, the rate, the coins about to expire and the balances', async () => {
  await renderPage();
  expect(screen.getAllByRole('heading', { level: 1 }).map(text)).toEqual(['Программа лояльности']);
  expect(screen.getByTestId('loyalty-balance-loading')).toBeTruthy();
  expect(screen.getByTestId('loyalty-balances-loading')).toBeTruthy();
  expect(screen.getByTestId('loyalty-history-loading')).toBeTruthy();

  await settle();
  expect(text(screen.getByTestId('loyalty-coins'))).toBe('1 250 монет');
  expect(text(screen.getByTestId('loyalty-rubles'))).toBe('≈ 125 ₽');
  expect(text(screen.getByTestId('loyalty-rate'))).toBe('10 монет — это 1 рубль');
  expect(text(screen.getByTestId('loyalty-expiring'))).toBe(`200 монет сгорят ${formatDay(coins.expiring?.expiresAt).replace(/\u00a0/g, ' ')}`);
  const items = screen.getAllByTestId('loyalty-balance-item');
  expect(items.map(text)).toEqual(['Монеты1 250 монет', 'Кешбэк340 ₽', 'Бонусы за друзей500 ₽']);
  expect(screen.getAllByRole('heading', { level: 2 }).map(text)).toEqual(['Мои монеты', 'Все балансы', 'История начислений и списаний']);
});

test('the first page of the history: 10 operations, accruals with «+», write-offs with «−», title and date', async () => {
  await renderPage();
  await settle();
  expect(getHistory).toHaveBeenCalledWith({ page: 1, limit: 10 });
  expect(rows()).toHaveLength(10);
  const [first, second] = rows() as [HTMLElement, HTMLElement];
  expect(first.dataset.type).toBe('write_off');
  expect(text(first)).toBe(`Списание №14${formatDay(operations[0]?.createdAt).replace(/\u00a0/g, ' ')}−50 монет`);
  expect(text(within(second).getByTestId('loyalty-operation-amount'))).toBe('+100 монет');
  expect(within(second).getByText('Начисление №13')).toBeTruthy();
  expect(text(screen.getByTestId('loyalty-page-of'))).toBe('Страница 1 из 2');
  const pages = within(screen.getByRole('navigation', { name: 'Страницы истории' }));
  expect(pages.queryByRole('link', { name: 'Предыдущая страница' })).toBeNull();
  expect(pages.getByText('1').closest('[aria-current="page"]')).toBeTruthy();
});

test('«Следующая» opens page 2 in the address, with the focus on the history heading; «Предыдущая» comes back', async () => {
  await renderPage();
  await settle();
  fireEvent.click(screen.getByRole('link', { name: 'Следующая страница' }));
  expect(window.location.search).toBe('?page=2');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'История начислений и списаний' }));
  await settle();
  expect(getHistory).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  expect(rows().map((row) => row.firstElementChild?.firstElementChild?.textContent)).toEqual(['Списание №4', 'Начисление №3', 'Списание №2', 'Начисление №1']);
  expect(screen.queryByRole('link', { name: 'Следующая страница' })).toBeNull();
  expect(text(screen.getByTestId('loyalty-page-of'))).toBe('Страница 2 из 2');

  fireEvent.click(screen.getByRole('link', { name: 'Предыдущая страница' }));
  expect(window.location.pathname + window.location.search).toBe('/loyalty');
  await settle();
  expect(rows()).toHaveLength(10);
  // Page 1 was read a moment ago: shown again without asking.
  expect(getHistory).toHaveBeenCalledTimes(2);
});

test('the page in the address is the page shown', async () => {
  await renderPage('/loyalty?page=2');
  await settle();
  expect(getHistory).toHaveBeenCalledWith({ page: 2, limit: 10 });
  expect(rows()).toHaveLength(4);
});

test('a broken page number in the address shows page 1', async () => {
  await renderPage('/loyalty?page=abc');
  await settle();
  // What the borrower sees: page 1's operations, newest first, and the pager on its first page.
  expect(rows().map((row) => row.firstElementChild?.firstElementChild?.textContent)).toEqual(operations.slice(0, 10).map(({ title }) => title));
  expect(text(screen.getByTestId('loyalty-page-of'))).toBe('Страница 1 из 2');
  const pages = screen.getByRole('navigation', { name: 'Страницы истории' });
  expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('Страница 1');
  expect(within(pages).queryByRole('link', { name: 'Предыдущая страница' })).toBeNull();
});

test('a page past the last says so and links to the first', async () => {
  await renderPage('/loyalty?page=9');
  await settle();
  expect(text(screen.getByTestId('loyalty-history-past-end'))).toContain('На странице 9 записей нет');
  fireEvent.click(screen.getByRole('link', { name: 'Перейти к первой странице' }));
  await settle();
  expect(rows()).toHaveLength(10);
});

test('a failed history shows its own error while the balance stays; «Повторить» brings it', async () => {
  getHistory.mockRejectedValueOnce(serverError);
  await renderPage();
  await settle();
  const failed = screen.getByTestId('loyalty-history-error');
  expect(text(failed)).toContain('Не удалось загрузить историю');
  expect(text(screen.getByTestId('loyalty-coins'))).toBe('1 250 монет');
  expect(screen.getAllByTestId('loyalty-balance-item')).toHaveLength(3);

  fireEvent.click(within(failed).getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.queryByTestId('loyalty-history-error')).toBeNull();
  expect(rows()).toHaveLength(10);
});

test('each block fails on its own, with «Повторить»', async () => {
  getCoins.mockRejectedValueOnce(serverError);
  getBalances.mockRejectedValueOnce({ kind: 'network', status: null, message: 'Нет сети' });
  await renderPage();
  await settle();
  expect(text(screen.getByTestId('loyalty-balance-error'))).toContain('Не удалось загрузить баланс монет');
  expect(text(screen.getByTestId('loyalty-balances-error'))).toContain('Проверьте подключение к интернету');
  expect(rows()).toHaveLength(10);

  fireEvent.click(within(screen.getByTestId('loyalty-balance-error')).getByRole('button', { name: 'Повторить' }));
  fireEvent.click(within(screen.getByTestId('loyalty-balances-error')).getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(text(screen.getByTestId('loyalty-coins'))).toBe('1 250 монет');
  expect(screen.getAllByTestId('loyalty-balance-item')).toHaveLength(3);
});

test('empty: no coins expiring, no balances, no operations', async () => {
  getCoins.mockResolvedValue({ ...coins, coins: 0, rubEquivalent: 0, expiring: null });
  getBalances.mockResolvedValue({ balances: [] });
  getHistory.mockResolvedValue({ items: [], total: 0, page: 1, limit: 10 });
  await renderPage();
  await settle();
  expect(text(screen.getByTestId('loyalty-coins'))).toBe('0 монет');
  expect(screen.queryByTestId('loyalty-expiring')).toBeNull();
  expect(screen.getByTestId('loyalty-balance-empty')).toBeTruthy();
  expect(text(screen.getByTestId('loyalty-balances-empty'))).toContain('Балансов пока нет');
  expect(text(screen.getByTestId('loyalty-history-empty'))).toContain('Начислений и списаний пока не было');
  expect(screen.queryByTestId('loyalty-pagination')).toBeNull();
});

test('titles from the server are text, never markup', async () => {
  getHistory.mockResolvedValue({
    items: [{ id: 1, type: 'accrual', amount: 5, title: '<img src=x onerror="alert(1)">Бонус', createdAt: '2025-01-01T12:00:00.000Z' }],
    total: 1,
    page: 1,
    limit: 10,
  });
  await renderPage();
  await settle();
  expect(document.querySelector('[data-testid="loyalty-history"] img')).toBeNull();
  expect(text(rows()[0] as HTMLElement)).toContain('<img src=x onerror="alert(1)">Бонус');
});
