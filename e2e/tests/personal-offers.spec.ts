import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CompaniesDto, OffersDto } from '@microloans/shared-contracts/api';
import { seriousViolations } from '../lib/accessibility';
import { addDevFault, devApiUrl, inactiveLoyaltyUser, resetDevApi, seededUser, signInWithCookies } from '../lib/dev-api';
import { openedDialog } from '../lib/dialogs';
import { keepTrafficLocal } from '../lib/lenders';

/**
 * `/personal-offers?type=loans`: the offers dev-api chooses for the signed-in borrower from their
 * latest application, on the shop window's cards; an empty state that sends them to apply.
 */
const personalOffersPath = '/personal-offers?type=loans';

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

type ExpectedOffer = { id: string; lender: string; url: string; isBest: boolean };

/** What dev-api answers this borrower (their token), joined with the lenders' names as the cards show them. */
async function offersFor(request: APIRequestContext, token: string): Promise<{ uuid: string | null; offers: ExpectedOffer[] }> {
  const headers = { Authorization: `Bearer ${token}` };
  const offers = (await (await request.get(`${devApiUrl}/shopwindows/offers?scenario=personal`, { headers })).json()) as OffersDto;
  const { companies } = (await (await request.get(`${devApiUrl}/companies`, { headers })).json()) as CompaniesDto;
  const named = offers.offers.map((offer) => ({
    id: String(offer.id),
    lender: companies.find((company) => company.id === offer.companyId)?.name ?? offer.companyName,
    url: offer.url,
    isBest: offer.isBest,
  }));
  // The cards put the best offer first and keep the server's order for the rest.
  return { uuid: offers.uuid, offers: [...named.filter((offer) => offer.isBest), ...named.filter((offer) => !offer.isBest)] };
}


const cardIds = (page: Page) => page.getByTestId('offer-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-offer-id')));
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('seeded user 1: skeletons, then the offers dev-api chose for them, in its order, with one best', async ({ page, context, request }) => {
  const traffic = await keepTrafficLocal(context);
  const { token } = await signInWithCookies(request, context);
  const expected = await offersFor(request, token);
  expect(expected.uuid, 'user 1 has a collected application').not.toBeNull();
  expect(expected.offers.length).toBeGreaterThan(0);
  expect(expected.offers.filter((offer) => offer.isBest)).toHaveLength(1);
  for (const offer of expected.offers) expect(offer.url).toContain(`lead=${expected.uuid}`);

  await addDevFault(request, { path: '/shopwindows/offers', method: 'GET', delayMs: 1500 });
  await page.goto(personalOffersPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Персональные предложения' })).toBeVisible();
  await expect(page.getByTestId('personal-offers-intro')).toContainText('по вашей последней заявке');
  await expect(page.getByTestId('offers-skeleton')).toBeVisible();

  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(expected.offers.length);
  await expect(page.getByTestId('offers-skeleton')).toHaveCount(0);
  expect(await cardIds(page)).toEqual(expected.offers.map((offer) => offer.id));
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(expected.offers.map((offer) => offer.lender));

  await expect(page.getByText('Лучшее предложение', { exact: true })).toHaveCount(1);
  const best = expected.offers.find((offer) => offer.isBest);
  await expect(cards.first()).toHaveAttribute('data-offer-id', best?.id ?? '');
  await expect(cards.first()).toHaveAttribute('data-best', 'true');
  await expect(cards.first()).toContainText('Лучшее предложение');
  await expect(page.locator('[data-testid="offer-card"][data-best]')).toHaveCount(1);
  for (const offer of expected.offers) {
    await expect(cards.filter({ has: page.getByRole('button', { name: `Получить деньги: ${offer.lender}` }) })).toHaveCount(1);
  }
  expect(traffic.leaked).toEqual([]);
});

test('«Получить деньги» leaves only after «Перейти», in a new tab, as in the shop window', async ({ page, context, request }) => {
  const traffic = await keepTrafficLocal(context);
  const { token } = await signInWithCookies(request, context);
  const [offer] = (await offersFor(request, token)).offers;
  if (!offer) throw new Error('dev-api chose no offers for user 1');

  await page.goto(personalOffersPath);
  const card = page.locator(`[data-testid="offer-card"][data-offer-id="${offer.id}"]`);
  const getMoney = card.getByRole('button', { name: `Получить деньги: ${offer.lender}` });

  await getMoney.click();
  const dialog = await openedDialog(page);
  await expect(dialog).toContainText('Переход на сайт партнёра');
  await expect(dialog).toContainText(`Вы переходите на сайт ${offer.lender}`);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
  expect(traffic.lenderPages).toEqual([]);
  await expect(page).toHaveURL(/\/personal-offers\?type=loans$/);

  await getMoney.click();
  const lenderTab = context.waitForEvent('page');
  await (await openedDialog(page)).getByRole('button', { name: 'Перейти' }).click();
  const tab = await lenderTab;
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url()).toBe(offer.url);
  await expect(tab.getByRole('heading', { name: 'Сайт партнёра' })).toBeVisible();
  // The personal offers stay where they were, behind the new tab.
  await expect(page).toHaveURL(/\/personal-offers\?type=loans$/);
  await expect(card).toBeVisible();
  expect(traffic.lenderPages).toEqual([offer.url]);
  expect(traffic.leaked).toEqual([]);
});

test('seeded user 2 has no application: the empty state, and its button opens the application form', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context, inactiveLoyaltyUser);
  expect(await offersFor(request, token)).toEqual({ uuid: null, offers: [] });

  await page.goto(personalOffersPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Персональные предложения' })).toBeVisible();
  const empty = page.getByTestId('offers-empty');
  await expect(empty).toContainText('Персональных предложений пока нет');
  await expect(page.getByTestId('offer-card')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await empty.getByRole('button', { name: 'Подать заявку' }).click();
  await expect(page).toHaveURL(/\/confirmation\?type=loans(&|$)/);
});

test('a server error shows the error block, and «Повторить» brings the offers', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context);
  const expected = await offersFor(request, token);
  await addDevFault(request, { path: '/shopwindows/offers', method: 'GET', status: 500 });
  await page.goto(personalOffersPath);

  const error = page.getByTestId('offers-error');
  await expect(error).toContainText('Не удалось загрузить предложения');
  await expect(page.getByTestId('offer-card')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Персональные предложения' })).toBeVisible();

  await error.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('offer-card')).toHaveCount(expected.offers.length);
  await expect(page.getByTestId('offers-error')).toHaveCount(0);
  expect(await cardIds(page)).toEqual(expected.offers.map((offer) => offer.id));
});

test('a phone 360 px wide: one column, no sideways scroll', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { token } = await signInWithCookies(request, context, seededUser);
  const expected = await offersFor(request, token);
  await page.goto(personalOffersPath);
  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(expected.offers.length);
  expect(await sidewaysScroll(page)).toBe(0);
  // One column: each card below the one before, at the same left edge (the seed has several).
  expect(expected.offers.length).toBeGreaterThan(1);
  const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  for (const [index, box] of boxes.entries()) {
    if (index === 0) continue;
    const above = boxes[index - 1]!;
    expect([index, box.x, box.y >= above.y + above.height]).toEqual([index, above.x, true]);
  }
});

test('the offers have no serious accessibility violation', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto(personalOffersPath);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a type of offers other than loans is the 404 screen', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/personal-offers?type=mortgage');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
});
