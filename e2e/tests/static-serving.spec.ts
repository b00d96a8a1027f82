import { expect, test } from '@playwright/test';

test('hashed files are immutable; runtime files are never cached; remotes answer CORS', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const mainScript = html.match(/src="\/(main\.[0-9a-f]+\.js)"/)?.[1];
  expect(mainScript).toBeTruthy();
  expect((await request.get(`/${mainScript}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const file of ['/config.json', '/remotes.json', '/latest.json']) {
    const response = await request.get(file);
    expect(response.ok(), file).toBe(true);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }

  const manifest = await request.get('http://127.0.0.1:3002/mf-manifest.json', { headers: { Origin: 'http://127.0.0.1:3000' } });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect((await manifest.json()).name).toBe('mf_cabinet');
});

test('deep links fall back to the shell (SPA) and its chunks load from the root', async ({ page }) => {
  await page.goto('/profile/sections/Docs');
  // The protect guard answers, which means the shell booted on a deep link.
  await expect(page).toHaveURL(/\/auth\?to=/);
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
});

test('an unknown path shows Page Not Found and the path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found-path')).toHaveText('Page Not Found /no/such/page');
  await page.getByRole('button', { name: 'Вернуться на главную' }).click();
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
});

test('each remote also runs standalone on its own origin', async ({ page }) => {
  await page.goto('http://127.0.0.1:3002/auth');
  await expect(page.getByText('Личный кабинет — автономный режим')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();

  await page.goto('http://127.0.0.1:3001/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await page.goto('http://127.0.0.1:3003/docs/mailing-agreement');
  await expect(page.getByRole('heading', { name: 'Согласие на получение рекламных и информационных рассылок' })).toBeVisible();
  await page.goto('http://127.0.0.1:3004/shopwindow');
  await expect(page.getByRole('heading', { name: 'Витрина предложений' })).toBeVisible();
});

test('a path whose last segment has a dot is a page of the app; only a missing asset is a 404', async ({ request, page }) => {
  for (const path of ['/r/ivan.petrov', '/docs/privacy.v2', '/no/such.page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  for (const path of ['/missing.js', '/missing.mjs', '/missing.css', '/x.map', '/x.json', '/x.png', '/x.svg', '/favicon.ico', '/font.woff2', '/robots.txt']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await page.goto('/no/such.page');
  await expect(page.getByTestId('not-found-path')).toHaveText('Page Not Found /no/such.page');
});
