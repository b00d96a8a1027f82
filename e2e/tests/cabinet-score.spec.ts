import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreditScoreDto } from '@microloans/shared-contracts/api';
import { formatDay } from '@microloans/shared-contracts/format';
import { seriousViolations, tabTo } from '../lib/accessibility';
import { addDevFault, devApiUrl, resetDevApi, signInWithCookies } from '../lib/dev-api';

/** The credit rating page (/score), signed in as the seeded user 1. */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

/** What dev-api answers the page for this borrower (asked before any fault is set). */
async function creditScoreOf(request: APIRequestContext, token: string): Promise<CreditScoreDto> {
  const response = await request.get(`${devApiUrl}/user/credit-score`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), 'dev-api answers the credit score').toBe(true);
  return (await response.json()) as CreditScoreDto;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A factor's row reads its marker, then the title as the server sent it. */
const endsWith = (title: string) => new RegExp(`${escapeRegExp(title)}$`);

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the page shows the score dev-api holds: value, grade, place on the 300…850 scale, date and factors', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context);
  const expected = await creditScoreOf(request, token);
  await page.goto('/score');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кредитный рейтинг');
  await expect(page.getByTestId('credit-score-value')).toHaveText(String(expected.score));
  await expect(page.getByTestId('credit-score-grade')).toContainText(`Оценка ${expected.grade}`);
  await expect(page.getByTestId('credit-score-updated')).toHaveText(`Обновлено ${formatDay(expected.updatedAt)}`);

  // The scale is one image to a screen reader, named by the score, the scale and the grade.
  const scale = page.getByRole('img', { name: new RegExp(`^${expected.score}\\s\\S+\\s+на шкале от 300 до 850, оценка ${expected.grade}:`) });
  await expect(scale).toBeVisible();
  // And its thumb sits where the score is on the bar (kept inside the bar at the very ends).
  const bar = await scale.boundingBox();
  const thumb = await page.getByTestId('credit-score-thumb').boundingBox();
  if (!bar || !thumb) throw new Error('the scale is not on screen');
  const share = (Math.min(850, Math.max(300, expected.score)) - 300) / 550;
  expect(Math.abs(thumb.x + thumb.width / 2 - (bar.x + share * bar.width))).toBeLessThanOrEqual(thumb.width / 2 + 1);

  // The seeded borrower has both kinds: an approved and a rejected application, a confirmed e-mail
  // (dev-api's seed), and the short history every rating lists. The page lists each under its kind.
  const raising = ['Своевременное погашение займов', 'Подтверждённые контактные данные'];
  const lowering = ['Отказы по заявкам за последние 3 месяца', 'Небольшая длительность кредитной истории'];
  expect(expected.factors).toEqual([...raising.map((title) => ({ title, impact: 'positive' })), ...lowering.map((title) => ({ title, impact: 'negative' }))]);
  await expect(page.getByRole('list', { name: 'Что повышает рейтинг' }).getByRole('listitem')).toHaveText(raising.map(endsWith));
  await expect(page.getByRole('list', { name: 'Что снижает рейтинг' }).getByRole('listitem')).toHaveText(lowering.map(endsWith));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a 5xx on /user/credit-score shows the error state; «Повторить» (from the keyboard) brings the score', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context);
  const expected = await creditScoreOf(request, token);
  await addDevFault(request, { path: '/user/credit-score', method: 'GET', status: 503 });
  await page.goto('/score');

  const error = page.getByTestId('credit-score-error');
  await expect(error).toContainText('Не удалось загрузить кредитный рейтинг');
  await expect(page.getByTestId('credit-score-summary')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const retry = error.getByRole('button', { name: 'Повторить' });
  await tabTo(page, retry);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('credit-score-value')).toHaveText(String(expected.score));
  await expect(error).toHaveCount(0);
});

test('while the score loads a skeleton holds its place', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await addDevFault(request, { path: '/user/credit-score', method: 'GET', delayMs: 2000 });
  await page.goto('/score');
  await expect(page.getByRole('status', { name: 'Загружаем кредитный рейтинг' })).toBeVisible();
  await expect(page.getByTestId('credit-score-value')).toBeVisible();
  await expect(page.getByTestId('credit-score-loading')).toHaveCount(0);
});

test('no score yet (a 404, or an answer without a number): the empty state leads to an application', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  const noScore = [
    { path: '/user/credit-score', method: 'GET', status: 404 },
    { path: '/user/credit-score', method: 'GET', status: 200, body: { score: null, grade: null, updatedAt: null, factors: [] } },
  ];
  for (const fault of noScore) {
    await addDevFault(request, fault);
    await page.goto('/score');
    const empty = page.getByTestId('credit-score-empty');
    await expect(empty).toContainText('Рейтинга пока нет');
    await expect(empty).toContainText('Он появится после первой заявки на заём');
    await expect(empty.getByRole('link', { name: 'Подать заявку' })).toHaveAttribute('href', '/confirmation?type=loans');
    await expect(page.getByTestId('credit-score-summary')).toHaveCount(0);
    await expect(page.getByTestId('credit-score-error')).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the score, the scale and the factors fit: nothing scrolls sideways', async ({ page, context, request }) => {
    await signInWithCookies(request, context);
    await page.goto('/score');
    await expect(page.getByTestId('credit-score-value')).toBeVisible();
    await expect(page.getByTestId('credit-score-lowering')).toBeVisible();
    await noSidewaysScroll(page);
    // The two factor lists stack instead of squeezing side by side.
    const raising = await page.getByTestId('credit-score-raising').boundingBox();
    const lowering = await page.getByTestId('credit-score-lowering').boundingBox();
    expect(lowering?.y ?? 0).toBeGreaterThanOrEqual((raising?.y ?? 0) + (raising?.height ?? 0));

    await addDevFault(request, { path: '/user/credit-score', method: 'GET', status: 404 });
    await page.goto('/score');
    await expect(page.getByTestId('credit-score-empty')).toBeVisible();
    await noSidewaysScroll(page);
  });
});

test('the page has no serious accessibility violation', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/score');
  await expect(page.getByTestId('credit-score-value')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Загрузка раздела' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
