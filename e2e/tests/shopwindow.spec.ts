import { expect, test } from '@playwright/test';
import { addDevFault as addFault, resetDevApi, seededLeads, signInWithCookies } from '../lib/dev-api';
import { openedDialog } from '../lib/dialogs';
import { keepTrafficLocal } from '../lib/lenders';

// The borrower who sent them looks at their own applications, both still waiting for a decision.
const leadUuid = seededLeads.pending;
const duplicateUuid = seededLeads.pending;
const shopwindowUrl = (scenario: 'lead' | 'duplicate', uuid: string) => `/shopwindow?scenario=${scenario}&uuid=${uuid}`;


test.beforeEach(async ({ request, context }) => {
  await resetDevApi(request);
  await signInWithCookies(request, context);
});

test('a new application: the message, skeletons while loading, then seven offers with one best', async ({ page, context, request }) => {
  const traffic = await keepTrafficLocal(context);
  // Slower than the server waits for page data (it draws the skeletons), and for the browser's read too.
  await addFault(request, { path: '/shopwindows/offers', method: 'GET', delayMs: 1500, count: 2 });
  await page.goto(shopwindowUrl('lead', leadUuid));

  await expect(page.getByRole('heading', { name: 'Витрина предложений' })).toBeVisible();
  const message = page.getByTestId('shopwindow-message');
  await expect(message).toHaveAttribute('data-scenario', 'lead');
  await expect(message).toContainText('Заявка отправлена');
  await expect(message).toContainText('Решение по заявке придёт в течение 1 дня.');
  await expect(page.getByTestId('offers-skeleton')).toBeVisible();

  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(7);
  await expect(page.getByTestId('offers-skeleton')).toHaveCount(0);
  await expect(page.getByText('Лучшее предложение', { exact: true })).toHaveCount(1);
  const best = cards.first();
  await expect(best).toHaveAttribute('data-offer-id', '101');
  await expect(best).toContainText('Лучшее предложение');
  await expect(best).toContainText('МКК «Займ Экспресс»');
  await expect(best).toContainText('Лицензия ЦБ РФ № 1903045009101 от 12.03.2019');
  await expect(best).toContainText('от 1 000 до 30 000 ₽');
  await expect(best).toContainText('от 5 до 30 дней');
  await expect(best).toContainText('0,8 % в день');
  await expect(best.getByRole('button', { name: /^Получить деньги/ })).toBeVisible();
  // Genitive after «до»: «до 21 дня».
  await expect(page.locator('[data-testid="offer-card"][data-offer-id="103"]')).toContainText('от 1 до 21 дня');
  expect(traffic.leaked).toEqual([]);
});

test('mobile first: one column on a phone, several on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopwindowUrl('lead', leadUuid));
  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(7);
  const [phoneFirst, phoneSecond] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(phoneSecond?.x).toBe(phoneFirst?.x);
  expect(phoneSecond?.y ?? 0).toBeGreaterThan((phoneFirst?.y ?? 0) + (phoneFirst?.height ?? 0) - 1);

  await page.setViewportSize({ width: 1280, height: 900 });
  const [wideFirst, wideSecond] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(wideSecond?.y).toBe(wideFirst?.y);
  expect(wideSecond?.x ?? 0).toBeGreaterThan(wideFirst?.x ?? 0);
});

test('a duplicate application: the message says it already exists, and the offers follow', async ({ page }) => {
  await page.goto(shopwindowUrl('duplicate', duplicateUuid));
  const message = page.getByTestId('shopwindow-message');
  await expect(message).toHaveAttribute('data-scenario', 'duplicate');
  await expect(message).toContainText('Заявка уже на рассмотрении');
  await expect(message).toContainText('Заявка с такими паспортными данными уже отправлена');
  await expect(page.getByTestId('offer-card')).toHaveCount(7);
});

test('a server error shows the error block, and «Повторить» brings the offers', async ({ page, request }) => {
  // The server's read and the browser's.
  await addFault(request, { path: '/shopwindows/offers', method: 'GET', status: 500, count: 2 });
  await page.goto(shopwindowUrl('lead', leadUuid));

  const error = page.getByTestId('offers-error');
  await expect(error).toContainText('Не удалось загрузить предложения');
  await expect(page.getByTestId('offer-card')).toHaveCount(0);
  // The message about the application does not depend on the offers.
  await expect(page.getByTestId('shopwindow-message')).toContainText('Заявка отправлена');

  await error.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('offer-card')).toHaveCount(7);
  await expect(page.getByTestId('offers-error')).toHaveCount(0);
});

test('no offers: the empty state', async ({ page, request }) => {
  await addFault(request, {
    path: '/shopwindows/offers',
    method: 'GET',
    status: 200,
    body: { scenario: 'lead', uuid: null, offers: [] },
  });
  await page.goto(shopwindowUrl('lead', leadUuid));
  const empty = page.getByTestId('offers-empty');
  await expect(empty).toContainText('Подходящих предложений пока нет');
  await expect(empty).toContainText('решение по ней придёт в течение 1 дня');
  await expect(page.getByTestId('offer-card')).toHaveCount(0);
});

test('«Получить деньги» leaves only after «Перейти», in a new tab', async ({ page, context }) => {
  const traffic = await keepTrafficLocal(context);
  const offerUrl = `https://example.org/lenders/dengi-srazu?offer=102&lead=${leadUuid}`;
  await page.goto(shopwindowUrl('lead', leadUuid));
  const card = page.locator('[data-testid="offer-card"][data-offer-id="102"]');
  const getMoney = card.getByRole('button', { name: 'Получить деньги: МФК «Деньги Сразу»' });

  await getMoney.click();
  const dialog = await openedDialog(page);
  await expect(dialog).toContainText('Переход на сайт партнёра');
  await expect(dialog).toContainText('Вы переходите на сайт МФК «Деньги Сразу»');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
  expect(traffic.lenderPages).toEqual([]);
  await expect(page).toHaveURL(/\/shopwindow\?scenario=lead/);

  await getMoney.click();
  const lenderTab = context.waitForEvent('page');
  await (await openedDialog(page)).getByRole('button', { name: 'Перейти' }).click();
  const tab = await lenderTab;
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url()).toBe(offerUrl);
  await expect(tab.getByRole('heading', { name: 'Сайт партнёра' })).toBeVisible();
  // The shop window stays where it was, behind the new tab.
  await expect(page).toHaveURL(/\/shopwindow\?scenario=lead/);
  await expect(page.getByTestId('offer-card')).toHaveCount(7);
  expect(traffic.lenderPages).toEqual([offerUrl]);
  expect(traffic.leaked).toEqual([]);
});

test('the notice says where the application stands: decided long ago, or not found; never a decision promised it cannot know', async ({ page }) => {
  const cases = [
    { uuid: seededLeads.approved, status: 'approved', title: 'Заявка одобрена' },
    { uuid: seededLeads.rejected, status: 'rejected', title: 'По заявке отказано' },
    { uuid: '0b6a1f7e-9999-4a10-8000-000000009999', status: 'not-found', title: 'Заявка не найдена' },
    { uuid: seededLeads.pending, status: 'pending', title: 'Заявка отправлена' },
  ] as const;
  for (const { uuid, status, title } of cases) {
    await page.goto(shopwindowUrl('lead', uuid));
    const message = page.getByTestId('shopwindow-message');
    await expect(message, uuid).toHaveAttribute('data-status', status);
    await expect(message).toContainText(title);
    if (status === 'pending') await expect(message).toContainText('Решение по заявке придёт в течение 1 дня.');
    else await expect(message).not.toContainText('в течение 1 дня');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
  }

  // From the history: «Смотреть предложения» on a decided application.
  await page.goto('/history');
  await page.getByTestId('history-list').locator(`li[data-uuid="${seededLeads.approved}"]`).getByRole('link', { name: 'Смотреть предложения' }).click();
  await expect(page.getByTestId('shopwindow-message')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('shopwindow-message')).toContainText('Заявка одобрена');
});
