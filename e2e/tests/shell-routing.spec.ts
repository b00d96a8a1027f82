import { expect, test } from '@playwright/test';
import { devTelemetry, inactiveLoyaltyUser, redirectRulesApplied, switchedOffRoutesApplied, resetDevApi, seededUser, signInWithCookies } from '../lib/dev-api';
import { countRemovals, pageTakenOver } from '../lib/taken-over';
import { remoteHost, remoteOrigins, shellOrigin } from '../lib/product';

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

test.describe('guards', () => {
  test('shopwindow: refused without scenario and uuid, allowed with them', async ({ page }) => {
    await page.goto('/shopwindow');
    await expect(page).toHaveURL(/\/confirmation\?type=loans$/);
    await page.goto('/shopwindow?scenario=other&uuid=1');
    await expect(page).toHaveURL(/\/confirmation\?type=loans$/);
    await page.goto('/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001');
    // The page's own content (its heading and notice are the first frame, drawn before the guard runs).
    await expect(page.getByTestId('shopwindow-message')).toBeVisible();
    await expect(page).toHaveURL(/\/shopwindow\?scenario=lead/);
  });

  test('loyalty-protect: allowed with an active programme', async ({ page, context, request }) => {
    await signInWithCookies(request, context);
    await page.goto('/loyalty');
    await expect(page).toHaveURL(/\/loyalty$/);
    await expect(page.locator('[data-remote-slot="mf_cabinet"]')).toContainText('лояльности');
  });

  test('loyalty-protect: refused without it (to the profile), and protect first for anonymous visitors', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/loyalty');
    await expect(page).toHaveURL(/\/auth\?to=%2Floyalty$/);
    await signInWithCookies(request, context, inactiveLoyaltyUser);
    await page.goto('/loyalty');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('blacklist-protect: a route the server switched off is a 404, drawn by the server and taken over in place; others stay open', async ({ page, request }) => {
    await switchedOffRoutesApplied(request, ['/docs/mailing-agreement'], '/docs/mailing-agreement');
    // Every removal of the error screen from the page, from the first byte: the browser hydrates
    // the server's screen (its router starts with the route's error), it does not draw it anew.
    const screenRemovals = await countRemovals(page, '[data-testid="error-screen"]');
    const response = await page.goto('/docs/mailing-agreement');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('data-testid="error-screen"');
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
    await expect(page.getByText('Страница просто не найдена')).toBeVisible();
    await pageTakenOver(page);
    expect(await screenRemovals()).toBe(0);
    await page.goto('/docs/privacy-agreement');
    await expect(page.getByRole('heading', { name: 'Согласие на обработку персональных данных' })).toBeVisible();
    // Switched on again before the next test: the render host keeps the list a few seconds.
    await switchedOffRoutesApplied(request, [], '/docs/mailing-agreement');
  });
});

test.describe('global route steps', () => {
  test('query parameters except q are saved under get_params', async ({ page }) => {
    await page.goto('/?utm_source=yandex&utm_campaign=spring&q=займ');
    await expect(page.getByTestId('loan-calculator')).toBeVisible();
    // The route steps run on the page the server drew, once its code has taken it over.
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('get_params'))) ?? 'null') as unknown)
      .toEqual({ utm_source: 'yandex', utm_campaign: 'spring' });
  });

  test('/r/{hash} stores the referral code under ref, then opens /', async ({ page }) => {
    await page.goto('/r/FRIEND42');
    await expect(page).toHaveURL(`${shellOrigin}/`);
    expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe(JSON.stringify('FRIEND42'));
  });

  test('the previous route is remembered: signing in from the header returns to it', async ({ page }) => {
    await page.goto('/docs/privacy-agreement');
    await expect(page.getByRole('heading', { name: 'Согласие на обработку персональных данных' })).toBeVisible();
    // The app remembers the page it shows: once its code has taken the page over.
    await pageTakenOver(page);
    await page.getByRole('link', { name: 'Войти', exact: true }).click();
    await page.getByLabel('Телефон').fill(seededUser.phone);
    await page.getByLabel('Пароль').fill(seededUser.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
    await expect(page).toHaveURL(/\/docs\/privacy-agreement$/);
  });

  test('a server redirect inside the site is followed; a permitted external one leaves', async ({ page, request }) => {
    // Every render worker answers with the new rules once it has read them again (within 5 s;
    // until then, with the seeded `/promo` → `/`).
    await redirectRulesApplied(request, [
      { from: '/promo', to: '/docs/privacy-agreement', permanent: true },
      { from: '/partner', to: `${remoteOrigins.mf_shopwindow}/`, external: true },
    ]);
    await page.goto('/promo');
    await expect(page).toHaveURL(/\/docs\/privacy-agreement$/);
    await page.goto('/partner');
    await expect(page).toHaveURL(`${remoteOrigins.mf_shopwindow}/`);
  });

  const trickyTargets = [
    `${remoteOrigins.mf_shopwindow}/`,
    `//${remoteHost('mf_shopwindow')}/`,
    `/\\${remoteHost('mf_shopwindow')}/`,
    `\\\\${remoteHost('mf_shopwindow')}/`,
    `/%2F%2F${remoteHost('mf_shopwindow')}/`,
    `/%252F%252F${remoteHost('mf_shopwindow')}/`,
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    `HTTP://${remoteHost('mf_shopwindow')}/`,
  ];

  test('external redirects without permission are refused and logged, for every tricky URL', async ({ page, request }) => {
    await redirectRulesApplied(
      request,
      trickyTargets.map((to, index) => ({ from: `/go-${index}`, to })),
    );
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const refusedRedirects = async () =>
      (await devTelemetry(request)).logs
        .filter((entry) => entry.level === 'WARN' && entry.message === 'Переход по адресу из данных отклонён' && entry.payload.source === 'server-redirect')
        .map((entry) => String(entry.payload.target));
    for (const [index, to] of trickyTargets.entries()) {
      await page.goto(`/go-${index}`);
      await expect(page.getByTestId('not-found-path'), to).toHaveText(`Page Not Found /go-${index}`);
      // The page's route steps refuse the rule once they have read it: logged before the next visit.
      await expect.poll(refusedRedirects, { message: to }).toContain(to);
      expect(new URL(page.url()).origin, to).toBe(shellOrigin);
    }
    expect(dialogs).toBe(0);
    // Each target refused and logged once, as the rule wrote it.
    expect((await refusedRedirects()).sort()).toEqual([...trickyTargets].sort());
  });
});
