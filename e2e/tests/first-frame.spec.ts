import { expect, test, type Page } from '@playwright/test';
import { seededLeads, signInWithCookies } from '../lib/dev-api';
import { takenOver } from '../lib/taken-over';
import { shellOrigin } from '../lib/product';

/** The page as index.html alone draws it: every script of the app is held back. */
async function withoutAppScripts(page: Page) {
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
}

test('before any app script runs, / already shows its heading, note and the calculator, drawn on the server', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Займ онлайн на карту за 5 минут');
  await expect(page.getByText('Решение по заявке — в течение 1 дня.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('loan-calculator')).toContainText('30\u00a0000\u00a0₽');
  await expect(page.getByRole('button', { name: 'Получить деньги' })).toBeVisible();
  // Further down, the latest posts' place: they load as the reader comes to them.
  await expect(page.locator('[data-remote-slot="mf_blog"]').getByRole('status', { name: 'Загрузка раздела' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
});

test('a signed-in visitor gets the greeting and the account button, as the app first draws them', async ({ page, context }) => {
  await context.addCookies([{ name: 'token', value: 'x', url: shellOrigin }]);
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте! Подберём займ за 5 минут');
  await expect(page.getByText('Личный кабинет')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
});

test('a page whose owner draws on the server arrives with its content before any app script runs, whatever mode the browser last saw', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/docs/privacy-agreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Согласие на обработку персональных данных');
  await expect(page.getByTestId('doc-body')).toContainText('152-ФЗ');
  await expect(page.getByText('Загрузка…')).toHaveCount(0);

  // The server knows the site's mode: what this browser last saw changes nothing.
  await page.evaluate(() => localStorage.setItem('project_mode', JSON.stringify('blog')));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Займ онлайн на карту за 5 минут');
});

test('the app’s code is asked for only once the page has been painted, then takes the page over', async ({ page }) => {
  for (const path of ['/', '/blog/kak-vybrat-mikrozaim']) {
    await page.goto(path);
    const timings = await page.waitForFunction(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const entry = performance.getEntriesByType('resource').find((resource) => /\/main\.[0-9a-f]+\.js$/.test(resource.name));
      return paint && entry ? { painted: paint.startTime, asked: entry.startTime } : null;
    });
    const { painted, asked } = (await timings.jsonValue())!;
    expect(asked, path).toBeGreaterThanOrEqual(painted);
    await takenOver(page.getByRole('heading', { level: 1 }));
  }
});

test('the app takes over the same frame without a jump: the heading stays where it was drawn', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const drawn = await heading.boundingBox();
  release();
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  const final = await heading.boundingBox();
  expect(final).toEqual(drawn);
  // The app remembers the site's mode for the next visit's first frame.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('project_mode'))).toBe('"main"');
});

test.describe('a page with fixed words (shared-contracts/routes pageFrames)', () => {
  test('opens with its heading and lead in its card before any app script runs', async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в личный кабинет');
    // The form the server drew takes typing at once (what is typed reaches the form as its code comes).
    await expect(page.getByLabel('Телефон', { exact: true })).toBeEditable();
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();

    await page.goto('/auth/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Регистрация');
    await expect(page.getByText('Зарегистрируйтесь по номеру телефона, чтобы видеть свои заявки и предложения.')).toBeVisible();

    // The shop window: its heading over its notice — for a visitor who is not signed in, no word on
    // an application that is not theirs — and the partners' offers.
    await page.goto(`/shopwindow?scenario=duplicate&uuid=${seededLeads.approved}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Витрина предложений');
    await expect(page.getByRole('status').filter({ hasText: 'Партнёры готовы выдать деньги уже сейчас' })).toBeVisible();
    await expect(page.getByTestId('offer-card')).toHaveCount(7);
  });

  test('a protected page is framed for a visitor with a session; one without is sent to sign in by the server', async ({ page, context }) => {
    await withoutAppScripts(page);
    await page.goto('/history');
    await expect(page).toHaveURL(/\/auth\?to=%2Fhistory$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в личный кабинет');

    await context.addCookies([{ name: 'token', value: 'x', url: shellOrigin }]);
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('История заявок');
    await expect(page.getByText('Все ваши заявки на займ, сначала новые.', { exact: false })).toBeVisible();
    await expect(page.getByText('Личный кабинет')).toBeVisible();
  });

  for (const { path, signedIn, content, notice } of [
    { path: '/auth', signedIn: false, content: 'Телефон', notice: null },
    { path: '/history', signedIn: true, content: 'Все заявки', notice: null },
    // The borrower's own application, waiting for its decision: the page keeps the frame's notice.
    { path: `/shopwindow?scenario=lead&uuid=${seededLeads.pending}`, signedIn: true, content: 'МКК «Займ Экспресс»', notice: 'Заявка отправлена' },
  ]) {
    test(`${path}: the page takes over its frame in place, and paints nothing larger than it (the frame is its largest paint)`, { tag: '@timed' }, async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      if (signedIn) await signInWithCookies(request, context);
      await page.addInitScript(() => {
        const paints: number[] = [];
        (window as unknown as { __paints: number[] }).__paints = paints;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => paints.push(entry.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const drawn = await heading.boundingBox();
      // A notice the page opens with (the shop window's) is drawn where the page draws it, at its size.
      const noticeBox = page.getByRole('status').filter({ hasText: notice ?? '\u0000' });
      const noticeDrawn = notice ? await noticeBox.boundingBox() : null;
      // The frame's paint has been recorded before the app is let in.
      await expect.poll(() => page.evaluate(() => (window as unknown as { __paints: number[] }).__paints.length)).toBeGreaterThan(0);
      const releasedAt = await page.evaluate(() => performance.now());
      release();
      await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
      expect(await heading.boundingBox()).toEqual(drawn);
      if (notice) expect(await page.getByTestId('shopwindow-message').boundingBox()).toEqual(noticeDrawn);
      // Two frames later every paint of the page has been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const paints = await page.evaluate(() => (window as unknown as { __paints: number[] }).__paints);
      expect(paints.filter((at) => at > releasedAt), 'largest paints after the app came').toEqual([]);
    });
  }
});
