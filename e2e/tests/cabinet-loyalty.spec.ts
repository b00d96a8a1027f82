import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { LoyaltyBalanceDto, LoyaltyBalancesDto, LoyaltyCoinsDto, LoyaltyHistoryDto } from '@microloans/shared-contracts/api';
import { formatDay, formatInteger, formatRubles, plural } from '@microloans/shared-contracts/format';
import { seriousViolations, tabTo } from '../lib/accessibility';
import { addDevFault, devApiUrl, devCalls, inactiveLoyaltyUser, resetDevApi, signInWithCookies } from '../lib/dev-api';

/**
 * The loyalty programme page (`/loyalty`), signed in as the seeded users: user 1 has the programme
 * (coins, balances, 14 operations: two pages of 10), user 2 has it switched off.
 */

// Dates are shown in the reader's time zone: the browser reads them in the same one as this test.
test.use({ timezoneId: Intl.DateTimeFormat().resolvedOptions().timeZone });

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const pageSize = 10;
const coinWords = ['монета', 'монеты', 'монет'] as const;
const coinsText = (count: number) => `${formatInteger(count)} ${plural(count, coinWords)}`;
const balanceText = ({ amount, unit }: LoyaltyBalanceDto) => (unit === 'coin' ? coinsText(amount) : formatRubles(amount));

type Loyalty = { coins: LoyaltyCoinsDto; balances: LoyaltyBalancesDto; pages: [LoyaltyHistoryDto, LoyaltyHistoryDto] };

/** What dev-api holds for the signed-in borrower, read with their token the way the page reads it. */
async function loyaltyOf(request: APIRequestContext, token: string): Promise<Loyalty> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${devApiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    coins: await get<LoyaltyCoinsDto>('/loyalty/coins'),
    balances: await get<LoyaltyBalancesDto>('/loyalty/balances'),
    pages: [await get<LoyaltyHistoryDto>(`/loyalty/history?page=1&limit=${pageSize}`), await get<LoyaltyHistoryDto>(`/loyalty/history?page=2&limit=${pageSize}`)],
  };
}

const operations = (page: Page) => page.getByTestId('loyalty-operation');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Страницы истории' });
const historyHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'История начислений и списаний' });

/** The history on screen is exactly this page of dev-api's: titles, days and signed coins, in order. */
async function expectHistoryPage(page: Page, history: LoyaltyHistoryDto): Promise<void> {
  const rows = operations(page);
  await expect(rows).toHaveCount(history.items.length);
  for (const [index, operation] of history.items.entries()) {
    const row = rows.nth(index);
    await expect(row).toHaveAttribute('data-type', operation.type);
    await expect(row).toContainText(operation.title);
    await expect(row.locator('time')).toHaveText(formatDay(operation.createdAt));
    await expect(row.getByTestId('loyalty-operation-amount')).toHaveText(`${operation.type === 'accrual' ? '+' : '\u2212'}${coinsText(Math.abs(operation.amount))}`);
  }
}

/** Every block has its data: no skeleton left. */
async function pageLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('loyalty-coins')).toBeVisible();
  await expect(page.getByTestId('loyalty-balance-item').first()).toBeVisible();
  await expect(operations(page).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Загружаем/ })).toHaveCount(0);
}

test('the coins, their rubles, the coins about to expire, the balances and the first page of the history, as dev-api holds them', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context);
  const loyalty = await loyaltyOf(request, token);
  // The seed has enough to show every part: coins expiring, and more than one page.
  expect(loyalty.coins.expiring).not.toBeNull();
  expect(loyalty.pages[0].total).toBeGreaterThan(pageSize);

  await page.goto('/loyalty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Программа лояльности');

  await expect(page.getByTestId('loyalty-coins')).toHaveText(coinsText(loyalty.coins.coins));
  await expect(page.getByTestId('loyalty-rubles')).toHaveText(`≈ ${formatRubles(loyalty.coins.rubEquivalent)}`);
  expect(loyalty.coins.rate).toEqual({ coins: 10, rubles: 1 });
  await expect(page.getByTestId('loyalty-rate')).toHaveText('10 монет — это 1 рубль');
  const expiring = loyalty.coins.expiring;
  if (expiring) {
    const verb = plural(expiring.amount, ['сгорит', 'сгорят', 'сгорят']);
    await expect(page.getByTestId('loyalty-expiring')).toHaveText(`${coinsText(expiring.amount)} ${verb} ${formatDay(expiring.expiresAt)}`);
  }

  const balances = page.getByTestId('loyalty-balance-item');
  await expect(balances).toHaveCount(loyalty.balances.balances.length);
  for (const balance of loyalty.balances.balances) {
    const item = page.locator(`[data-testid="loyalty-balance-item"][data-type="${balance.type}"]`);
    await expect(item).toContainText(balance.title);
    await expect(item).toContainText(balanceText(balance));
  }

  await expectHistoryPage(page, loyalty.pages[0]);
  const pageCount = Math.ceil(loyalty.pages[0].total / pageSize);
  await expect(page.getByTestId('loyalty-page-of')).toHaveText(`Страница 1 из ${pageCount}`);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('Страница 1');
  await expect(pagination(page).getByRole('link', { name: 'Предыдущая страница' })).toHaveCount(0);
  await expect(pagination(page).getByRole('link', { name: 'Следующая страница' })).toBeVisible();
});

test('paging: to page 2 and back by click and by keyboard; the address keeps the page for back, forward and a reload', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context);
  const { pages } = await loyaltyOf(request, token);
  // The seed's 14 operations: page 2 is the last.
  expect(Math.ceil(pages[0].total / pageSize)).toBe(2);
  await page.goto('/loyalty');
  await expectHistoryPage(page, pages[0]);

  await pagination(page).getByRole('link', { name: 'Следующая страница' }).click();
  await expect(page).toHaveURL(/\/loyalty\?page=2$/);
  await expectHistoryPage(page, pages[1]);
  await expect(historyHeading(page)).toBeFocused();
  await expect(pagination(page).getByRole('link', { name: 'Следующая страница' })).toHaveCount(0);
  await expect(page.getByTestId('loyalty-page-of')).toHaveText('Страница 2 из 2');

  await page.reload();
  await expectHistoryPage(page, pages[1]);
  await page.goBack();
  await expect(page).toHaveURL(/\/loyalty$/);
  await expectHistoryPage(page, pages[0]);
  await page.goForward();
  await expect(page).toHaveURL(/\/loyalty\?page=2$/);
  await expectHistoryPage(page, pages[1]);

  // The keyboard alone: Tab to a link, Enter; the focus lands on the history's heading.
  await tabTo(page, pagination(page).getByRole('link', { name: 'Предыдущая страница' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loyalty$/);
  await expectHistoryPage(page, pages[0]);
  await expect(historyHeading(page)).toBeFocused();
  await tabTo(page, pagination(page).getByRole('link', { name: 'Страница 2' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loyalty\?page=2$/);
  await expectHistoryPage(page, pages[1]);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('Страница 2');
});

test('the menu entry opens the page; a borrower without the programme is sent to the profile and has no entry', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-summary')).toBeVisible();
  await page.getByTestId('account-menu').click();
  // The entry joins the menu when the borrower's settings arrive: tap it once it is there.
  const entry = page.getByRole('menuitem', { name: 'Программа лояльности' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/loyalty$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Программа лояльности' })).toBeVisible();
  // The page's reads are over (its balances and the history's first page are shown) before the seed
  // is reset: a read still on its way would be counted as the second borrower's.
  await expect(page.getByTestId('loyalty-balance-item').first()).toBeVisible();
  await expect(page.getByTestId('loyalty-page-of')).toBeVisible();

  await context.clearCookies();
  // A fresh seed, so the call counts below are the second borrower's alone.
  await resetDevApi(request);
  await signInWithCookies(request, context, inactiveLoyaltyUser);
  await page.goto('/loyalty');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-summary')).toContainText('+7 (999) 000-00-02');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Персональные предложения' })).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Программа лояльности' })).toHaveCount(0);
  // The page never opened, so nothing of the programme was asked for.
  const calls = await devCalls(request);
  expect([calls['GET /loyalty/coins'], calls['GET /loyalty/balances'], calls['GET /loyalty/history']]).toEqual([undefined, undefined, undefined]);
});

test('a 5xx on the history: its own error while the balance shows; «Повторить» brings it back', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context);
  const loyalty = await loyaltyOf(request, token);
  await addDevFault(request, { path: '/loyalty/history', method: 'GET', status: 503 });
  await page.goto('/loyalty');

  const failed = page.getByTestId('loyalty-history-error');
  await expect(failed).toContainText('Не удалось загрузить историю');
  await expect(page.getByTestId('loyalty-coins')).toHaveText(coinsText(loyalty.coins.coins));
  await expect(page.getByTestId('loyalty-balance-item')).toHaveCount(loyalty.balances.balances.length);
  await expect(historyHeading(page)).toBeVisible();
  // SPEC §8: a 5xx also raises the client's toast.
  await expect(page.locator('.app-toast-error')).toContainText('Упс, что-то пошло не так...');
  await expect(page.locator('.app-toast-error')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(failed).toHaveCount(0);
  await expectHistoryPage(page, loyalty.pages[0]);
});

test('no serious or critical accessibility violation on either page of the history', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  const found: Record<string, string[]> = {};
  for (const path of ['/loyalty', '/loyalty?page=2']) {
    await page.goto(path);
    await pageLoaded(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  /** Nothing inside is cut: every row and page link fits its box. */
  const fits = (locator: Locator) => locator.evaluateAll((elements) => elements.every((element) => element.scrollWidth <= element.clientWidth + 1));

  test('nothing scrolls sideways, the history and its pages included', async ({ page, context, request }) => {
    await signInWithCookies(request, context);
    for (const path of ['/loyalty', '/loyalty?page=2']) {
      await page.goto(path);
      await pageLoaded(page);
      await expect(pagination(page)).toBeVisible();
      expect(await sideways(page), path).toBe(0);
      expect(await fits(operations(page)), path).toBe(true);
      expect(await fits(pagination(page).getByRole('link')), path).toBe(true);
    }
  });
});
