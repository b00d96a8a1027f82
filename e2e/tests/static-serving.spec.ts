import { expect, test } from '@playwright/test';
import { mainScriptOf } from '../lib/app-scripts';
import { remoteOrigins, shellOrigin } from '../lib/product';

test('published versions are immutable, the live page and runtime files revalidate, remotes answer CORS to the shell only', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const mainScript = mainScriptOf(html);
  expect(mainScript).toMatch(/^\/\d+\.\d+\.\d+\+[0-9a-z]+\//);
  expect((await request.get(mainScript)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const file of ['/config.json', '/remotes.json', '/latest.json']) {
    const response = await request.get(file);
    expect(response.ok(), file).toBe(true);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
    // Revalidation: an unchanged file answers 304 to its ETag.
    const etag = response.headers().etag;
    expect(etag, file).toBeTruthy();
    expect((await request.get(file, { headers: { 'If-None-Match': etag! } })).status(), file).toBe(304);
  }

  const live = (await (await request.get('/remotes.json')).json()) as { mf_cabinet: { entry: string; version: string } };
  expect(live.mf_cabinet.entry).toBe(`${remoteOrigins.mf_cabinet}/${live.mf_cabinet.version}/mf-manifest.json`);
  const manifest = await request.get(live.mf_cabinet.entry, { headers: { Origin: shellOrigin } });
  // Once published, a version's manifest and entry never change either.
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(manifest.headers()['access-control-allow-origin']).toBe(shellOrigin);
  expect((await manifest.json()).name).toBe('mf_cabinet');
  const foreign = await request.get(live.mf_cabinet.entry, { headers: { Origin: 'https://evil.example' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});

test('files go out precompressed, and every response carries the security headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const mainScript = mainScriptOf(html);
  const gzip = await request.get(mainScript, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  // The .br copies are there for an nginx with the brotli module; without it (the default, and
  // the Node server like it) a browser that accepts both gets the .gz copy.
  const either = await request.get(mainScript, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(either.headers()['content-encoding']).toBe('gzip');
  expect(either.headers().vary).toContain('Accept-Encoding');

  const page = await request.get('/profile');
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain(remoteOrigins.mf_cabinet);
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(csp).not.toMatch(/script-src[^;]*\*/);
});

test('deep links fall back to the shell (SPA) and its chunks load from the root', async ({ page }) => {
  await page.goto('/profile/sections/Docs');
  // The protect guard answers, which means the shell booted on a deep link.
  await expect(page).toHaveURL(/\/auth\?to=/);
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
});

test('an unknown path is a 404 that shows Page Not Found and the path', async ({ page }) => {
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByTestId('not-found-path')).toHaveText('Page Not Found /no/such/page');
  await page.getByRole('link', { name: 'Вернуться на главную' }).click();
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
});

test('each remote also runs standalone on its own origin, under its version', async ({ page, request }) => {
  const live = (await (await request.get('/remotes.json')).json()) as Record<string, { version: string }>;
  const standalone = (port: number, remote: string, route: string) => `http://127.0.0.1:${port}/${live[remote]!.version}${route}`;
  await page.goto(standalone(3002, 'mf_cabinet', '/auth'));
  await expect(page.getByText('Личный кабинет — автономный режим')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();

  await page.goto(standalone(3001, 'mf_confirmation', '/'));
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await page.goto(standalone(3003, 'mf_blog', '/docs/mailing-agreement'));
  await expect(page.getByRole('heading', { name: 'Согласие на получение рекламных и информационных рассылок' })).toBeVisible();
  await page.goto(standalone(3004, 'mf_shopwindow', '/shopwindow'));
  await expect(page.getByRole('heading', { name: 'Витрина предложений' })).toBeVisible();
});

test('a path whose last segment has a dot is a page of the app (a 404 page when no route has it); a missing asset is a bare 404', async ({ request, page }) => {
  for (const [path, status] of [['/r/ivan.petrov', 200], ['/docs/privacy.v2', 404], ['/no/such.page', 404]] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  for (const path of ['/missing.js', '/missing.mjs', '/missing.css', '/x.map', '/x.json', '/x.png', '/x.svg', '/favicon.ico', '/font.woff2', '/missing.txt']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await page.goto('/no/such.page');
  await expect(page.getByTestId('not-found-path')).toHaveText('Page Not Found /no/such.page');
});
