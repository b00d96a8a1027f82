import { expect, test } from '@playwright/test';
import { devApiUrl, inactiveLoyaltyUser, resetDevApi, signInWithCookies } from '../lib/dev-api';
import { liveManifest, serveShellWith, type StaticServer } from '../lib/topology';
import { pageTakenOver } from '../lib/taken-over';
import { remoteOrigins, shellOrigin, sparePort } from '../lib/product';

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

test.describe('error screens', () => {
  // Every read of the document fails: the render host's (the page still goes out, with the route's
  // head) and the browser's (the error screen).
  const fault = (request: import('@playwright/test').APIRequestContext, status: number, body?: unknown) =>
    request.post(`${devApiUrl}/__dev/faults`, { data: { path: '/docs/:slug', method: 'GET', status, body, count: 100 } });

  test('404: the page does not exist or was deleted; the button goes home', async ({ page }) => {
    await page.goto('/docs/no-such-document');
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
    await expect(page.getByText('Страница просто не найдена')).toBeVisible();
    await expect(page.getByText('Такой страницы нет или она была удалена.')).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/`);
    await expect(page.getByTestId('loan-calculator')).toBeVisible();
  });

  test('the way home and the way in are one link each (one tab stop, no button inside); the picture is not read out in English', async ({ page }) => {
    await page.goto('/no/such/page');
    const home = page.getByRole('link', { name: 'Вернуться на главную' });
    await expect(home).toBeVisible();
    await expect(home.locator('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Вернуться на главную' })).toHaveCount(0);
    const signIn = page.locator('header').getByRole('link', { name: 'Войти', exact: true });
    await expect(signIn.locator('button')).toHaveCount(0);
    await expect(page.locator('header').getByRole('button', { name: 'Войти' })).toHaveCount(0);
    // The picture is decoration: nothing of it reaches the accessibility tree (antd titles it «No Found»).
    await expect(page.getByTestId('error-screen').locator('svg title')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /found/i })).toHaveCount(0);
    const snapshot = await page.getByTestId('error-screen').ariaSnapshot();
    expect(snapshot).not.toMatch(/No Found/i);
    // From the keyboard: one stop each, and Enter follows it.
    await home.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(home).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('loan-calculator')).toBeVisible();
  });

  test('500: an unexpected error, the team is on it', async ({ page, request }) => {
    await fault(request, 500);
    await page.goto('/docs/privacy-agreement');
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '500');
    await expect(page.getByText('Произошла непредвиденная ошибка')).toBeVisible();
    await expect(page.getByText('Мы уже работаем над её исправлением. Пожалуйста, повторите попытку позже.')).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/`);
  });

  test("406: 'Упс, что-то пошло не так...' followed by the error's own message", async ({ page, request }) => {
    await fault(request, 406, { code: 'not_acceptable', message: 'Документ недоступен в вашем регионе' });
    await page.goto('/docs/privacy-agreement');
    const screen = page.getByTestId('error-screen');
    await expect(screen).toHaveAttribute('data-status', '406');
    await expect(screen.getByText('Упс, что-то пошло не так...')).toBeVisible();
    await expect(screen.getByTestId('error-message')).toHaveText('Документ недоступен в вашем регионе');
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/`);
  });

  test('an unknown route: 404 with Page Not Found and the path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
    await expect(page.getByTestId('not-found-path')).toHaveText('Page Not Found /no/such/page');
  });
});

test('a toast is shown top right for 3 s and has no close button', { tag: '@timed' }, async ({ page, request }) => {
  await request.post(`${devApiUrl}/__dev/faults`, { data: { path: '/blog/posts', method: 'GET', status: 429 } });
  await page.goto('/');
  const toast = page.locator('.app-toast').filter({ hasText: 'Превышен лимит' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toHaveAttribute('role', 'alert');
  await expect(toast.getByRole('button')).toHaveCount(0);
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y < viewport.height / 2).toBe(true);
  // It stays about three seconds, then goes by itself.
  await expect(toast).toBeHidden({ timeout: 5000 });
  const lifeMs = Date.now() - shownAt;
  expect(lifeMs).toBeGreaterThan(2500);
  expect(lifeMs).toBeLessThan(4500);
});

test.describe('loading bar', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: Array<{ at: number; color: string; height: string }> = [];
      Object.assign(window, { __loadingBar: seen });
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-testid="loading-bar"]');
        if (bar) {
          const style = getComputedStyle(bar);
          seen.push({ at: performance.now(), color: style.backgroundColor, height: style.height });
        }
      }).observe(document, { childList: true, subtree: true });
    });
  });

  const barSightings = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { __loadingBar: Array<{ color: string; height: string }> }).__loadingBar);

  test('a navigation faster than 200 ms never shows it', { tag: '@timed' }, async ({ page }) => {
    await page.goto('/docs/privacy-agreement');
    await expect(page.getByRole('heading', { name: 'Согласие на обработку персональных данных' })).toBeVisible();
    await pageTakenOver(page);
    // The first load may have shown the bar (the remote took over 200 ms): let it fade first.
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __loadingBar: unknown[] }).__loadingBar.length = 0));
    // Same remote, already loaded: the navigation is instant.
    await page.evaluate(() => {
      history.pushState({}, '', '/docs/mailing-agreement');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Согласие на получение рекламных и информационных рассылок' })).toBeVisible();
    // The bar's throttle is a 200 ms timer its tracker sets once the navigation is on screen (an
    // effect): two frames from now every effect of it has run; a sentinel of the same length set
    // then, a task queued behind it and two frames more, and the bar, had it been due, is on record.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const frames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
          frames(() => setTimeout(() => setTimeout(() => frames(resolve), 0), 200));
        }),
    );
    expect(await barSightings(page)).toEqual([]);
  });

  test('a slow remote shows a 3 px #FADA39 bar that goes away after loading', async ({ page }) => {
    await page.route(`${remoteOrigins.mf_cabinet}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('loan-calculator')).toBeVisible();
    await pageTakenOver(page);
    await page.getByRole('link', { name: 'Войти', exact: true }).click();
    await expect(page.getByTestId('loading-bar')).toBeVisible();
    const [first] = await barSightings(page);
    expect(first).toEqual({ at: expect.any(Number), color: 'rgb(250, 218, 57)', height: '3px' });
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  });
});

test.describe('account menu', () => {
  test('the loyalty entry is there only while the programme is active', async ({ page, context, request }) => {
    await signInWithCookies(request, context);
    await page.goto('/');
    await pageTakenOver(page);
    await page.getByTestId('account-menu').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Профиль',
      'Кредитный рейтинг',
      'Подать заявку',
      'История заявок',
      'Персональные предложения',
      'Программа лояльности',
      'Выйти',
    ]);
    // The menu toggles and closes.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await context.clearCookies();
    await signInWithCookies(request, context, inactiveLoyaltyUser);
    await page.goto('/');
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Персональные предложения' })).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Программа лояльности' })).toHaveCount(0);
  });
});

test.describe('project mode blog', () => {
  let blogShell: StaticServer;
  const port = sparePort(6);
  test.beforeAll(async () => {
    blogShell = await serveShellWith(port, await liveManifest(), { projectMode: 'blog' });
  });
  test.afterAll(() => blogShell.close());

  test('switches the layout: the blog is the site, lending routes go to the blog main page', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.locator('[data-layout="blog-main"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Блог о займах' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Рубрики блога' })).toBeVisible();
    await expect(page.getByTestId('loan-calculator')).toHaveCount(0);

    await page.goto(`http://127.0.0.1:${port}/confirmation?type=loans`);
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/`);
    await page.goto(`http://127.0.0.1:${port}/docs/privacy-agreement`);
    await expect(page.locator('[data-layout="blog-base"]')).toBeVisible();

    await page.goto(`${shellOrigin}/`);
    await expect(page.locator('[data-layout="main"]')).toBeVisible();
  });
});

test('a new deployment is offered as a reload after the 5-minute poll, never reloaded by itself', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await pageTakenOver(page);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await page.route('**/latest.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ version: '1.0.1', buildId: 'next-build' }) }),
  );
  await page.clock.fastForward('04:00');
  await expect(page.getByTestId('new-version')).toHaveCount(0);
  await page.clock.fastForward('01:01');
  await expect(page.getByTestId('new-version')).toContainText('Вышла новая версия сайта');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await page.getByRole('button', { name: 'Обновить' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBeUndefined();
});
