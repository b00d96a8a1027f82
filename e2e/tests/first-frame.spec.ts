import { expect, test, type Page } from '@playwright/test';

/** The page as index.html alone draws it: every script of the app is held back. */
async function withoutAppScripts(page: Page) {
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
}

test('before any app script runs, / already shows its heading, note and the calculator placeholder', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Займ онлайн на карту за 5 минут');
  await expect(page.getByText('Решение по заявке — в течение 1 дня.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Загрузка раздела' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
});

test('a signed-in visitor gets the greeting and the account button, as the app first draws them', async ({ page, context }) => {
  await context.addCookies([{ name: 'token', value: 'x', url: 'http://127.0.0.1:3000' }]);
  await withoutAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте! Подберём займ за 5 минут');
  await expect(page.getByText('Личный кабинет')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
});

test('other paths, and a browser that last saw a blog-mode site, keep the plain loading text', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/docs/privacy-agreement');
  await expect(page.getByText('Загрузка…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('project_mode', JSON.stringify('blog')));
  await page.goto('/');
  await expect(page.getByText('Загрузка…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
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
  expect(await page.evaluate(() => localStorage.getItem('project_mode'))).toBe('"main"');
});
