import { expect, test, type Page } from '@playwright/test';
import type { OffersDto } from '@microloans/shared-contracts/api';
import {
  disguisedExternalUrlSamples,
  disguisedExternalUrls,
  foreignHost,
  hostileUrlSamples,
  hostileUrls,
} from '@microloans/shared-contracts/testing';
import { shellOrigin } from '../lib/product';
import { addDevFault, devApiUrl, devTelemetry, redirectRulesApplied, resetDevApi, seededLeads, seededUser } from '../lib/dev-api';
import { openedDialog } from '../lib/dialogs';
import { signOutFromMenu } from '../lib/account-menu';
import { navigateInApp, watchDepartures } from '../lib/departures';

/**
 * Every path that navigates from data gets the hostile-URL corpus (shared with the jest tests of
 * `decideNavigation` and `insidePathOr`, which walk it whole): server redirects and `/r/{hash}`
 * whole, one page load each, every target an in-app navigation; the sign-in `to` and a lender's
 * offer, where each target costs a sign-in or an offer's dialog, one sample of each kind. Nothing
 * may leave the site or run script.
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

type Request = Parameters<typeof devTelemetry>[0];

/** The targets whose navigation was refused and logged from `source`, sorted (records arrive in any order). */
const refusedTargets = async (request: Request, source: string) =>
  (await devTelemetry(request)).logs
    .filter((entry) => entry.level === 'WARN' && entry.payload.source === source)
    .map((entry) => String(entry.payload.target))
    .sort();

const sorted = (targets: readonly string[]) => [...targets].sort();

/**
 * The page's logger sends at most 30 records a minute: a corpus larger than that is walked in
 * batches, each on a page of its own, so every refusal of every target reaches the collector.
 */
const perDocument = 25;
function batches<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / perDocument) }, (_, index) => items.slice(index * perDocument, (index + 1) * perDocument));
}

test('server redirects: no hostile target leaves the site or runs script; each is refused and logged', async ({ page, request }) => {
  test.setTimeout(90_000);
  await redirectRulesApplied(
    request,
    hostileUrls.map((to, index) => ({ from: `/go-${index}`, to })),
  );
  const departures = await watchDepartures(page);
  for (const batch of batches([...hostileUrls.entries()])) {
    await page.goto('/');
    await expect(page.getByTestId('loan-calculator')).toBeVisible();
    for (const [index, to] of batch) {
      await navigateInApp(page, `/go-${index}`);
      // Refused: the page goes on as if there were no rule (no route → the not-found screen).
      await expect(page.getByTestId('not-found-path'), JSON.stringify(to)).toHaveText(`Page Not Found /go-${index}`);
    }
  }

  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
  expect(new URL(page.url()).origin).toBe(shellOrigin);
  // Each target refused once, and logged with what it was.
  await expect.poll(() => refusedTargets(request, 'server-redirect')).toEqual(sorted(hostileUrls));
});

test('server redirects marked external: another site is followed, a script or a disguised site never', async ({ page, request }) => {
  const neverFollowed = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(2)</script>',
    'vbscript:msgbox(3)',
    `http://user:pw@${foreignHost}/`,
    // Protocol-relative and malformed forms of the same site: only `http(s)://host/…` leaves.
    ...disguisedExternalUrls,
  ];
  await redirectRulesApplied(request, [
    ...neverFollowed.map((to, index) => ({ from: `/out-${index}`, to, external: true })),
    { from: '/partner', to: `https://${foreignHost}/partner`, external: true },
  ]);
  const departures = await watchDepartures(page);
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  for (const [index, to] of neverFollowed.entries()) {
    await navigateInApp(page, `/out-${index}`);
    await expect(page.getByTestId('not-found-path'), to).toHaveText(`Page Not Found /out-${index}`);
  }
  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
  await expect.poll(() => refusedTargets(request, 'server-redirect')).toEqual(sorted(neverFollowed));

  // The flag SPEC §2 describes still works: the page leaves for the permitted site (blocked here
  // by the test, which counts it), and logs no refusal.
  await navigateInApp(page, '/partner');
  await expect.poll(() => departures.left).toEqual([`https://${foreignHost}/partner`]);
  expect(departures.dialogs).toEqual([]);
  expect(await refusedTargets(request, 'server-redirect')).toEqual(sorted(neverFollowed));
});

async function signInOnAuthPage(page: Page) {
  await page.getByLabel('Телефон').fill(seededUser.phone);
  await page.getByLabel('Пароль').fill(seededUser.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
}

test('sign-in with a hostile `to`: the borrower lands on the profile, nothing leaves, nothing throws', async ({ page, request }) => {
  test.setTimeout(90_000);
  const departures = await watchDepartures(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/auth');
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();

  for (const to of hostileUrlSamples) {
    await navigateInApp(page, `/auth?to=${encodeURIComponent(to)}`);
    await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
    await signInOnAuthPage(page);
    await expect(page, JSON.stringify(to)).toHaveURL(`${shellOrigin}/profile`);
    await expect(page.getByTestId('profile-summary')).toContainText(seededUser.fio);
    // Signed out again for the next target, as a borrower would.
    await signOutFromMenu(page);
  }

  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
  expect(pageErrors).toEqual([]);
  await expect.poll(() => refusedTargets(request, 'sign-in-return')).toEqual(sorted(hostileUrlSamples));
});

test('/r/{hash} with a hostile segment: nothing is stored, nothing leaves, the borrower lands on /', async ({ page, request }) => {
  test.setTimeout(90_000);
  const departures = await watchDepartures(page);
  for (const batch of batches(hostileUrls)) {
    await page.goto('/');
    await expect(page.getByTestId('loan-calculator')).toBeVisible();
    for (const target of batch) {
      await navigateInApp(page, `/r/${encodeURIComponent(target)}`);
      await expect(page, JSON.stringify(target)).toHaveURL(`${shellOrigin}/`);
      expect(await page.evaluate(() => localStorage.getItem('ref')), target).toBeNull();
    }
  }

  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
  // Each refused segment logged once, as the route's parameter holds it: percent-encoded, with an
  // encoded slash given back as '/'.
  const segments = hostileUrls.map((target) => encodeURIComponent(target).replace(/%2F/g, '/'));
  await expect
    .poll(async () => (await devTelemetry(request)).logs.filter((entry) => entry.message === 'Реферальный код отклонён').map((entry) => String(entry.payload.code)).sort())
    .toEqual(sorted(segments));
});

test('/r/{hash} keeps the decoded code; a code that is not one is refused', async ({ page }) => {
  await page.goto('/r/abc%2Ddef');
  await expect(page).toHaveURL(`${shellOrigin}/`);
  expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe(JSON.stringify('abc-def'));

  // A dotted code is a page of the app, not a missing file.
  await page.goto('/r/ivan.petrov');
  await expect(page).toHaveURL(`${shellOrigin}/`);
  expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe(JSON.stringify('ivan.petrov'));

  await page.goto('/r/abc%252Ddef');
  await expect(page).toHaveURL(`${shellOrigin}/`);
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe(JSON.stringify('ivan.petrov'));
});

test("a lender's offer whose link is another site in a disguise: «Перейти» refuses it, says so, and logs it", async ({ page, request }) => {
  const departures = await watchDepartures(page);
  const newTabs: string[] = [];
  page.context().on('page', (opened) => newTabs.push(opened.url()));
  // Every offer of the answer gets one of the disguised links (another answer when there are more
  // forms than offers). The answer is the API's: the server draws the offers from it, and the
  // browser takes them over.
  const anonym = (await (await request.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
  const answer = (await (
    await request.get(`${devApiUrl}/shopwindows/offers?scenario=lead&uuid=${seededLeads.approved}`, { headers: { Authorization: `Bearer ${anonym.token}` } })
  ).json()) as OffersDto;
  let round = 0;
  const disguiseNextAnswer = async () => {
    const offset = round * answer.offers.length;
    round += 1;
    const offers = answer.offers.map((offer, index) => ({
      ...offer,
      url: disguisedExternalUrlSamples[(offset + index) % disguisedExternalUrlSamples.length] ?? '',
    }));
    await addDevFault(request, { path: '/shopwindows/offers', method: 'GET', status: 200, body: { ...answer, offers } });
  };

  let tried = 0;
  while (tried < disguisedExternalUrlSamples.length) {
    await disguiseNextAnswer();
    await page.goto(`/shopwindow?scenario=lead&uuid=${seededLeads.approved}`);
    const buttons = page.getByTestId('offer-card').getByRole('button', { name: /^Получить деньги/ });
    await expect(buttons.first()).toBeVisible();
    const count = await buttons.count();
    for (let index = 0; index < count && tried < disguisedExternalUrlSamples.length; index += 1, tried += 1) {
      await buttons.nth(index).click();
      await (await openedDialog(page)).getByRole('button', { name: 'Перейти' }).click();
      await expect(page.getByText('Не удалось открыть сайт партнёра. Попробуйте ещё раз или выберите другое предложение.').first()).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }

  expect(newTabs).toEqual([]);
  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
  await expect.poll(() => refusedTargets(request, 'lender-offer')).toEqual(sorted(disguisedExternalUrlSamples));
});
