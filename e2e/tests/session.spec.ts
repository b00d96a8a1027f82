import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signOutFromMenu } from '../lib/account-menu';
import { devCalls, resetDevApi, seededUser, signInWithCookies } from '../lib/dev-api';
import { storeDir } from '../lib/topology';
import { mainScriptOf } from '../lib/app-scripts';
import { takenOver } from '../lib/taken-over';
import { devApiUrl, shellOrigin } from '../lib/product';

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

test('sign-in in the cabinet updates the shell header without a reload; logout in the shell signs the cabinet out', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  // A marker that a reload would wipe.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  await page.getByLabel('Телефон').fill('+7 (999) 000-00-01');
  await page.getByLabel('Пароль').fill(seededUser.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();

  await expect(page.getByTestId('account-menu')).toHaveText(seededUser.fio);
  // A direct visit to /auth goes on to the profile.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-summary')).toContainText(seededUser.fio);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await signOutFromMenu(page);
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
});

test('a wrong password gives the spec text', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Телефон').fill('79990000001');
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page.getByText('Неправильный номер телефона или пароль')).toBeVisible();
});

test('a protected page sends an anonymous visitor to /auth and back after sign-in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?to=%2Fprofile$/);
  await page.getByLabel('Телефон').fill(seededUser.phone);
  await page.getByLabel('Пароль').fill(seededUser.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-summary')).toContainText(seededUser.fio);
});

test('a session that cannot be refreshed ends anonymous and a protected page goes to /auth', async ({ page, request }) => {
  await page.goto('/auth?to=%2Fprofile');
  await page.getByLabel('Телефон').fill(seededUser.phone);
  await page.getByLabel('Пароль').fill(seededUser.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page.getByTestId('profile-summary')).toContainText(seededUser.fio);

  // The server forgets every token: the access token is refused and the refresh token too.
  await resetDevApi(request);
  await page.reload();

  await expect(page).toHaveURL(/\/auth\?to=%2Fprofile$/);
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  expect(cookies.find((cookie) => cookie.name === 'anonym_token')?.value).toBeTruthy();
});

test('a session lost on any page ends on /auth with that page in `to` and a toast; the application draft stays; the failed call is not retried anonymously', async ({
  page,
  context,
  request,
}) => {
  await signInWithCookies(request, context);
  await page.goto('/confirmation?type=loans');
  await page.getByLabel('ФИО').fill('Петров Иван Сергеевич');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('confirmationFormData') ?? '')).toContain('Петров Иван Сергеевич');

  // The server forgets every token; the borrower goes back to the main page.
  await resetDevApi(request);
  const answers: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === devApiUrl && response.request().method() !== 'OPTIONS') answers.push(`${response.status()} ${url.pathname}`);
  });
  await page.getByRole('link', { name: 'На главную' }).click();

  await expect(page).toHaveURL(/\/auth\?to=%2F$/);
  await expect(page.locator('.app-toast-error')).toContainText('Сессия завершена');
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти', exact: true })).toBeVisible();
  // One refresh for the page; whatever the user's calls were, none was sent again as anonymous
  // (a useless 403): each path refused with 401 was called once.
  expect((await devCalls(request))['POST /auth/refresh-token']).toBe(1);
  expect(answers.filter((answer) => answer.startsWith('403'))).toEqual([]);
  // `/`'s own calls for a signed-in borrower (their applications' summary, the blog's teasers): each
  // refused once, none sent again.
  const refused = answers.filter((answer) => answer.startsWith('401 ') && answer !== '401 /auth/refresh-token');
  expect(refused.sort()).toEqual(['401 /activities/summary', '401 /blog/posts']);
  expect(await page.evaluate(() => localStorage.getItem('confirmationFormData') ?? '')).toContain('Петров Иван Сергеевич');

  // Signing in again brings the borrower back where they were.
  await page.getByLabel('Телефон').fill(seededUser.phone);
  await page.getByLabel('Пароль').fill(seededUser.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page).toHaveURL(`${shellOrigin}/`);
  await expect(page.getByTestId('account-menu')).toHaveText(seededUser.fio);
});

/**
 * Holds back the account menu's code (the live shell's chunk with its entries) until `release`.
 * Found in the store by its text, so every other request passes untouched.
 */
async function holdAccountMenuCode(page: Page, request: APIRequestContext): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const shellVersion = mainScriptOf(await (await request.get('/')).text()).split('/')[1]!;
  const shellFolder = path.join(storeDir, 'shell', shellVersion);
  const menuChunk = readdirSync(shellFolder).find(
    (file) => file.endsWith('.js') && readFileSync(path.join(shellFolder, file), 'utf8').includes('Программа лояльности'),
  );
  expect(menuChunk).toBeTruthy();
  await page.route(`**/${menuChunk}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap on the account button while its menu is still loading opens the menu when it arrives', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  const release = await holdAccountMenuCode(page, request);
  // The held code keeps the page's load event from firing: do not wait for it.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const button = page.getByTestId('account-menu');
  await expect(button).toHaveText(seededUser.fio);
  await takenOver(button);
  await button.click();
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitem', { name: 'Профиль' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('Enter on the account button while its menu is still loading opens it with the focus inside, as from the keyboard', async ({
  page,
  context,
  request,
}) => {
  await signInWithCookies(request, context);
  const release = await holdAccountMenuCode(page, request);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const button = page.getByTestId('account-menu');
  await expect(button).toHaveText(seededUser.fio);
  // The page's own header, not the first frame's (which the page's replaces, focus and all): the
  // calculator is drawn with it.
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await takenOver(button);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Кредитный рейтинг' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/score$/);
});
