import { expect, test } from '@playwright/test';
import { devApiUrl, devTelemetry, resetDevApi } from '../lib/dev-api';
import { pageTakenOver } from '../lib/taken-over';
import { shellOrigin } from '../lib/product';

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

test('unhandled errors and rejections reach the log collector with the logger fields', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  // The errors are caught by the page's code: thrown once it has taken the page over.
  await pageTakenOver(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: unhandled error');
    });
    void Promise.reject(new Error('e2e: unhandled rejection'));
  });

  await expect
    .poll(async () => (await devTelemetry(request)).logs.map((entry) => entry.message).sort())
    .toEqual(['e2e: unhandled error', 'e2e: unhandled rejection']);
  const { logs } = await devTelemetry(request);
  for (const entry of logs) {
    expect(entry).toMatchObject({ appName: 'zaimy-web', level: 'ERROR', versionLogger: '0.0.3' });
    expect(entry.payload).toMatchObject({ appVersion: '1.0.0', page: '/' });
  }
  expect(logs.map((entry) => entry.payload.kind).sort()).toEqual(['unhandled-error', 'unhandled-rejection']);
});

test('a failing collector is only written to the console: no loop, the page keeps working', async ({ page }) => {
  const collected: string[] = [];
  await page.route(`${devApiUrl}/logs`, (route) => {
    collected.push((route.request().postDataJSON() as { message: string }).message);
    return route.fulfill({ status: 503, body: '' });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  // The errors are caught by the page's code: thrown once it has taken the page over.
  await pageTakenOver(page);
  const throwLater = (message: string) =>
    page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
  await throwLater('e2e: collector down');
  await expect.poll(() => warnings.filter((text) => text.includes('[logger] запись не отправлена')).length).toBe(1);
  // A record sent after the failure is the sentinel: by the time it arrives, a retry of the
  // failed one (a loop) would have gone before it.
  await throwLater('e2e: after the failure');
  await expect.poll(() => collected.at(-1)).toBe('e2e: after the failure');
  expect(collected).toEqual(['e2e: collector down', 'e2e: after the failure']);
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
});

test('a visit gets a clientUuid that is stored and kept on the next visit; bots are not tracked', async ({ page, request, browser }) => {
  await page.goto('/');
  await expect.poll(async () => page.evaluate(() => localStorage.getItem('client_uuid'))).not.toBeNull();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('client_uuid'))) ?? 'null') as string;
  expect(stored).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await expect.poll(async () => (await devTelemetry(request)).visits).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('client_uuid'))).toBe(JSON.stringify(stored));

  const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' });
  const botPage = await bot.newPage();
  // The decision is made as the bot list's chunk runs: once its script has loaded, a visit that
  // is tracked has sent its request, and one that is not never will.
  await botPage.addInitScript(() => {
    const loaded: string[] = [];
    Object.assign(window, { __loadedScripts: loaded });
    document.addEventListener('load', ({ target }) => target instanceof HTMLScriptElement && loaded.push(target.src), true);
  });
  const trackerCalls: string[] = [];
  botPage.on('request', (call) => {
    if (call.url().startsWith(`${devApiUrl}/visit`)) trackerCalls.push(call.url());
  });
  await botPage.goto(`${shellOrigin}/`);
  await expect(botPage.getByTestId('loan-calculator')).toBeVisible();
  await expect
    .poll(() => botPage.evaluate(() => (window as unknown as { __loadedScripts: string[] }).__loadedScripts.some((src) => /\/bot-list\.[0-9a-f]+\.js$/.test(src))))
    .toBe(true);
  expect(trackerCalls).toEqual([]);
  expect(await botPage.evaluate(() => localStorage.getItem('client_uuid'))).toBeNull();
  expect((await devTelemetry(request)).visits).toBe(2);
  await bot.close();
});
