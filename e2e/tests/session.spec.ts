import { expect, test } from '@playwright/test';
import { resetDevApi, seededUser } from '../lib/dev-api';

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
  await expect(page.getByTestId('cabinet-signed-in')).toContainText(seededUser.fio);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти' }).first()).toBeVisible();
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
