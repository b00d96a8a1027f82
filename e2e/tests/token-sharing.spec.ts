import { expect, test } from '@playwright/test';
import { devApiUrl, devCalls, resetDevApi, seededUser } from '../lib/dev-api';
import { shellOrigin } from '../lib/product';

/**
 * The API client is one shared singleton: remotes on the same page that need a token at the same
 * moment wait for one token request instead of each sending their own.
 */
test('the shell, the cabinet and the blog widgets on one page share one token refresh', async ({ page, context, request }) => {
  await resetDevApi(request);
  const anonym = (await (await request.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
  const login = await request.post(`${devApiUrl}/auth/login`, {
    headers: { Authorization: `Bearer ${anonym.token}` },
    data: { phone: seededUser.phone, password: seededUser.password },
  });
  const pair = (await login.json()) as { token: string; refresh_token: string };
  await context.addCookies([
    { name: 'token', value: pair.token, url: shellOrigin },
    { name: 'refresh_token', value: pair.refresh_token, url: shellOrigin },
  ]);
  // The access token dies, and the refresh answers slowly: every part of the page that calls the
  // API while it is pending must wait for that one refresh.
  await request.post(`${devApiUrl}/__dev/expire-tokens`);
  await request.post(`${devApiUrl}/__dev/faults`, { data: { path: '/auth/refresh-token', method: 'POST', delayMs: 1500 } });
  await request.delete(`${devApiUrl}/__dev/stats`);

  const bearers: Record<string, string[]> = {};
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin !== devApiUrl || sent.method() === 'OPTIONS') return;
    (bearers[url.pathname] ??= []).push(sent.headers().authorization ?? '');
  });

  await page.goto('/');
  const cabinet = page.locator('[data-remote-slot="mf_cabinet"]');
  const blog = page.locator('[data-remote-slot="mf_blog"]');
  await expect(cabinet.getByTestId('applications-summary')).toContainText('Всего');
  await expect(blog.getByTestId('latest-posts').getByRole('link')).toHaveCount(3);
  await expect(page.getByTestId('account-menu')).toHaveText(seededUser.fio);

  const calls = await devCalls(request);
  expect(calls['POST /auth/refresh-token']).toBe(1);
  expect(calls['POST /auth/anonym']).toBeUndefined();

  const renewed = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(pair.token);
  // Both remotes' calls went out (in the end) with the one renewed token.
  for (const path of ['/activities/summary', '/blog/posts']) {
    expect(bearers[path]?.at(-1), path).toBe(`Bearer ${renewed}`);
  }
});

test('when the anonymous token request is down, every part of the page shares one failing round: 4 tries, not a round each', async ({
  page,
  request,
}) => {
  await resetDevApi(request);
  // Each try takes a while, so every part of the page asks while the first round is under way.
  await request.post(`${devApiUrl}/__dev/faults`, { data: { path: '/auth/anonym', method: 'POST', status: 503, delayMs: 400, count: 50 } });
  await request.delete(`${devApiUrl}/__dev/stats`);

  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  // The round failed: the borrower is told once, and the blog strip (a bonus) steps aside.
  await expect(page.locator('.app-toast-error')).toHaveCount(1);
  await expect(page.locator('.app-toast-error')).toContainText('Упс, что-то пошло не так...');
  await expect(page.locator('[data-remote-slot="mf_blog"]').getByTestId('latest-posts')).toHaveCount(0);

  const calls = await devCalls(request);
  expect(calls['POST /auth/anonym']).toBe(4);
});
