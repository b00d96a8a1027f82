import { expect, test, type Page } from '@playwright/test';
import type { Ym } from '@microloans/platform';
import { devApiUrl, devTelemetry, resetDevApi } from '../lib/dev-api';
import { takenOver } from '../lib/taken-over';
import { shellOrigin } from '../lib/product';

/** deploy/local/shell/config.json */
const counterId = 99999999;
const tagUrl = `${devApiUrl}/analytics/tag.js`;
const initOptions = { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true };
const scriptFailure = 'Скрипт счётчика аналитики не загрузился: вызовы остаются в очереди';

/** What the page holds: the queued calls as arrays, and what the dev-api tag.js stand-in recorded. */
async function counterState(page: Page) {
  return page.evaluate(() => {
    const view = window as Window & { ym?: Ym & { loaded?: boolean }; __counterInit?: Record<string, unknown> };
    return {
      queue: Array.from(view.ym?.a ?? [], (call) => Array.from(call)),
      loaded: view.ym?.loaded ?? false,
      init: view.__counterInit ?? null,
      scripts: Array.from(document.scripts, (script) => script.src).filter((src) => src.includes('/analytics/')),
    };
  });
}

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

test('the counter starts with its id and options from config.json and loads its script from 127.0.0.1', async ({ page, request }) => {
  const offsite: string[] = [];
  page.on('request', (sent) => {
    if (/yandex|metrika/i.test(new URL(sent.url()).hostname)) offsite.push(sent.url());
  });
  const tag = page.waitForResponse(tagUrl);
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  const tagResponse = await tag;
  expect(tagResponse.status()).toBe(200);
  expect(tagResponse.headers()['content-type']).toMatch(/^application\/javascript/);

  await expect.poll(async () => (await counterState(page)).loaded).toBe(true);
  const state = await counterState(page);
  expect(state.queue[0]).toEqual([counterId, 'init', initOptions]);
  expect(state.queue.filter((call) => call[1] === 'init')).toHaveLength(1);
  expect(state.queue.every((call) => call[0] === counterId)).toBe(true);
  expect(state.init).toEqual({ [String(counterId)]: initOptions });
  expect(state.scripts).toEqual([tagUrl]);
  expect(offsite).toEqual([]);
  expect((await devTelemetry(request)).logs.filter((entry) => entry.message === scriptFailure)).toEqual([]);
});

test('a counter script that cannot load changes nothing on the page: the calls stay queued, one WARN', async ({ page, request }) => {
  let attempts = 0;
  await page.route(tagUrl, (route) => {
    attempts += 1;
    return route.abort();
  });
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await expect.poll(() => attempts).toBe(1);

  const state = await counterState(page);
  expect(state.queue[0]).toEqual([counterId, 'init', initOptions]);
  expect(state.loaded).toBe(false);
  expect(state.init).toBeNull();
  await expect
    .poll(async () => (await devTelemetry(request)).logs.filter((entry) => entry.message === scriptFailure).length)
    .toBe(1);
  const [warning] = (await devTelemetry(request)).logs.filter((entry) => entry.message === scriptFailure);
  expect(warning).toMatchObject({ level: 'WARN', payload: { counterId, src: tagUrl } });
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
});

test('in-app navigations are page hits with their referer; a sign-in reaches the auth goal', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  // Drawn by the server: the link navigates in the app (a hit, not a new page) once the code has taken it over.
  await takenOver(page.getByRole('link', { name: 'Войти', exact: true }));
  await page.getByRole('link', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await page.getByLabel('Телефон').fill('79990000001');
  await page.getByLabel('Пароль').fill('secret1');
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page.getByTestId('account-menu')).toHaveText('Петров Иван Сергеевич');

  // Signing in from the header goes back to the page the borrower came from.
  await expect(page).toHaveURL(`${shellOrigin}/`);

  const { queue } = await counterState(page);
  expect(queue).toContainEqual([counterId, 'reachGoal', 'auth']);
  // The first page is counted by init; each later one is a hit with the page before as referer.
  expect(queue.filter((call) => call[1] === 'hit')).toEqual([
    [counterId, 'hit', `${shellOrigin}/auth`, { referer: `${shellOrigin}/` }],
    [counterId, 'hit', `${shellOrigin}/`, { referer: `${shellOrigin}/auth` }],
  ]);
});
