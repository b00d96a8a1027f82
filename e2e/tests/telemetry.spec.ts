import { expect, test } from '@playwright/test';
import { devTelemetry, resetDevApi } from '../lib/dev-api';
import { pageTakenOver } from '../lib/taken-over';

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
  let collectorCalls = 0;
  await page.route('http://127.0.0.1:4000/logs', (route) => {
    collectorCalls += 1;
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
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: collector down');
    });
  });
  await expect.poll(() => warnings.some((text) => text.includes('[logger] запись не отправлена'))).toBe(true);
  await page.waitForTimeout(500);
  expect(collectorCalls).toBe(1);
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
  await botPage.goto('http://127.0.0.1:3000/');
  await expect(botPage.getByTestId('loan-calculator')).toBeVisible();
  await botPage.waitForTimeout(300);
  expect(await botPage.evaluate(() => localStorage.getItem('client_uuid'))).toBeNull();
  expect((await devTelemetry(request)).visits).toBe(2);
  await bot.close();
});
