import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, tabTo } from '../lib/accessibility';
import { resetDevApi, seededLeads, signInWithCookies } from '../lib/dev-api';
import { pageTakenOver } from '../lib/taken-over';

/**
 * WCAG 2.2 AA on every route a borrower can open, signed in or not: 0 serious or critical axe-core
 * violations (contrast, names, roles, labels), and no skipped heading level. Routes whose own spec
 * runs axe in their states (listed below) are checked there, once.
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

/** A page's heading is on screen and no section is still loading. */
async function pageShown(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Загрузка раздела' })).toHaveCount(0);
}

/**
 * What the server drew is held (disabled) until the page's code has taken it over — its forms, an
 * offer's «Получить деньги», a document's «Поделиться ссылкой»: inactive controls, which WCAG
 * leaves out of the contrast rule but axe cannot always tell (a fieldset's `disabled`). The page is
 * checked as the borrower uses it: taken over.
 */
async function formsTakenOver(page: Page) {
  await pageTakenOver(page);
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
}

/** Each route, and what shows that its content (not a skeleton) is on screen. */
const anonymousRoutes: Array<[path: string, ready: (page: Page) => Promise<void>]> = [
  ['/', (page) => expect(page.getByTestId('latest-posts').getByRole('link').first()).toBeVisible()],
  ['/auth', (page) => expect(page.getByTestId('cabinet-anonymous')).toBeVisible()],
  ['/auth/recovery', pageShown],
  ['/auth/registration', pageShown],
  ['/docs/privacy-agreement', (page) => expect(page.getByTestId('doc-body')).toBeVisible()],
  ['/ll/zaim-na-kartu', pageShown],
  [`/shopwindow?scenario=lead&uuid=${seededLeads.approved}`, (page) => expect(page.getByTestId('offer-card').first()).toBeVisible()],
  ['/no/such/page', (page) => expect(page.getByTestId('not-found-path')).toBeVisible()],
];

/**
 * The signed-in routes a section's own spec does not check in its states: the profile's sections
 * (cabinet-profile), the history (cabinet-history), the score (cabinet-score), the loyalty pages
 * (cabinet-loyalty), personal offers (personal-offers) and the blog (blog) each run axe there.
 */
const signedInRoutes: Array<[path: string, ready: (page: Page) => Promise<void>]> = [
  ['/', (page) => expect(page.getByTestId('applications-summary')).toBeVisible()],
];

test('the scan finds what it must: a nameless button, text too faint to read and a skipped heading level, after a full load and after moving inside the site', async ({ page }) => {
  const probes = page.locator('[data-probe]');
  const spoil = () =>
    page.evaluate(() => {
      const place = document.querySelector('main') ?? document.body;
      place.insertAdjacentHTML('beforeend', '<div data-probe><button type="button"></button><p style="color:#ddd;background:#fff">бледный текст</p><h5>заголовок</h5></div>');
    });
  const rules = (violations: string[]) => violations.map((line) => line.split(' ')[0]).sort();
  await page.goto('/docs/privacy-agreement');
  await expect(page.getByTestId('doc-body')).toBeVisible();
  await pageTakenOver(page);
  expect(await seriousViolations(page)).toEqual([]);
  await spoil();
  expect(rules(await seriousViolations(page))).toEqual(['button-name', 'color-contrast', 'heading-order']);
  // Another page of the site in the same document: the scan already in it judges the page as it is now.
  await probes.evaluate((probe) => probe.remove());
  await page.getByRole('link', { name: 'Займ онлайн' }).first().click();
  await expect(page.getByTestId('latest-posts').getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await spoil();
  expect(rules(await seriousViolations(page))).toEqual(['button-name', 'color-contrast', 'heading-order']);
});

test('every route a visitor can open has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(90_000);
  const found: Record<string, string[]> = {};
  for (const [path, ready] of anonymousRoutes) {
    await page.goto(path);
    await ready(page);
    await formsTakenOver(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('every route of a signed-in borrower has no serious accessibility violation, the account menu open too', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await signInWithCookies(request, context);
  const found: Record<string, string[]> = {};
  for (const [path, ready] of signedInRoutes) {
    await page.goto(path);
    await ready(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
  const menu = await seriousViolations(page);
  if (menu.length > 0) found['account menu'] = menu;
  expect(found).toEqual({});
});

test('the account menu works with the keyboard alone', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/');
  const button = page.getByTestId('account-menu');
  await expect(button).toHaveText('Петров Иван Сергеевич');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  // Opened from the keyboard, the focus is on its first entry.
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Кредитный рейтинг' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/score$/);
  // Escape closes it without choosing anything.
  await tabTo(page, button, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeHidden();
});
