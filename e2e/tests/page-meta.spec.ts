import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, tabTo } from '../lib/accessibility';
import { resetDevApi, signInWithCookies } from '../lib/dev-api';
import { liveManifest, serveShellWith, type StaticServer } from '../lib/topology';
import { pageTakenOver } from '../lib/taken-over';
import { sparePort } from '../lib/product';

/**
 * Every page's head (issue 16): the tab's title is «<page> — <site>», the description is the
 * page's own; and the blog navigation the blog's pages share (categories, search, currency rates).
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const mainSite = 'Микрозаймы онлайн';
const blogSite = 'Блог о займах';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole title: the page's own (exact, or a pattern when the page may name its content) and the site's name. */
function fullTitle(own: string | RegExp, site = mainSite): RegExp {
  const ownPattern = typeof own === 'string' ? escaped(own) : own.source;
  return new RegExp(`^(?:${ownPattern}) — ${escaped(site)}$`, 'u');
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

const blogBar = (page: Page) => page.getByTestId('blog-navigation');

/**
 * The shell's route titles; where a page shows content from the API (a document, the blog's pages)
 * it names the content itself once it has it.
 */
const pages: Array<{ path: string; own: string | RegExp }> = [
  { path: '/', own: 'Займы онлайн на карту' },
  { path: '/auth', own: 'Вход' },
  { path: '/auth/registration', own: 'Регистрация' },
  // A document is named by its own title (from the API), as a content page is.
  { path: '/docs/privacy-agreement', own: 'Согласие на обработку персональных данных' },
  { path: '/blog', own: /Блог.*/ },
  { path: '/blog/search', own: /Поиск.*/ },
  { path: '/no/such/page', own: 'Страница не найдена' },
];

test("every page's title is its own and the site's name; its description is there and its own", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const { path, own } of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(fullTitle(own));
    const text = (await description(page))?.trim() ?? '';
    expect(text, `${path}: description`).not.toBe('');
    seen.set(path, text);
  }
  // Each page describes itself: no two of them share a description.
  expect(new Set(seen.values()).size, JSON.stringify(Object.fromEntries(seen), null, 2)).toBe(pages.length);
  // Crawlers and link previews get the language and the site's name from the page itself.
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', mainSite);
});

test('a signed-in page: /history says «История заявок»', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/history');
  await expect(page).toHaveTitle(fullTitle('История заявок'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Все ваши заявки на займ, их суммы, сроки и решения по ним.');
});

test('a page the remote finds missing says «Страница не найдена» in the tab too', async ({ page }) => {
  await page.goto('/docs/no-such-document');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  await expect(page).toHaveTitle(fullTitle('Страница не найдена'));
});

test('an in-app navigation from /blog to /auth changes the title and the description', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle(fullTitle(/Блог.*/));
  const blogDescription = await description(page);
  await pageTakenOver(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.locator('header').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page).toHaveTitle(fullTitle('Вход'));
  expect(await description(page)).not.toBe(blogDescription);
  // It was the app that navigated, not a page load.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test.describe('blog navigation', () => {
  test('the category menu links each category to /blog/category/<slug> and marks the current one', async ({ page }) => {
    await page.goto('/blog');
    const menu = page.getByRole('navigation', { name: 'Рубрики блога' });
    await expect(menu.getByRole('link', { name: 'Безопасность' })).toBeVisible();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs[0]).toBe('/blog');
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs.slice(1)) expect(href).toMatch(/^\/blog\/category\/[a-z0-9-]+$/);
    await expect(menu.getByRole('link', { name: 'Все статьи' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Безопасность' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/bezopasnost$/);
    await expect(menu.getByRole('link', { name: 'Безопасность' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Все статьи' })).not.toHaveAttribute('aria-current', 'page');
    // The shell's «Рубрика блога», or the category's own name once the page has it.
    await expect(page).toHaveTitle(fullTitle(/Рубрика блога|.*Безопасность.*/));
  });

  test('the search form opens /blog/search?q=… and shows the query there', async ({ page }) => {
    await page.goto('/blog');
    await pageTakenOver(page);
    const search = blogBar(page).getByRole('search', { name: 'Поиск по блогу' });
    const field = search.getByRole('searchbox', { name: 'Поиск по блогу' });
    await field.fill('кредитная история');
    await search.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog/search' && url.searchParams.get('q') === 'кредитная история');
    await expect(field).toHaveValue('кредитная история');
    await expect(page).toHaveTitle(fullTitle(/Поиск.*/));

    // Back on the feed, the field is empty again.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(field).toHaveValue('');
  });

  test('on a 360 px phone: nothing wider than the screen, usable from the keyboard, no serious axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/blog');
    const menu = page.getByRole('navigation', { name: 'Рубрики блога' });
    await expect(menu.getByRole('link', { name: 'Безопасность' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A category from the keyboard.
    await tabTo(page, menu.getByRole('link', { name: 'Безопасность' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/category\/bezopasnost$/);

    // A search from the keyboard: Enter in the field sends it.
    const field = blogBar(page).getByRole('searchbox', { name: 'Поиск по блогу' });
    await tabTo(page, field);
    await page.keyboard.type('займ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/blog/search' && url.searchParams.get('q') === 'займ');
    // The search page itself, with its results (not the category page still shown while it loads).
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск по блогу' })).toBeVisible();
    await expect(page.getByTestId('search-results')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('project mode blog', () => {
  let blogShell: StaticServer;
  const port = sparePort(7);
  const origin = `http://127.0.0.1:${port}`;
  test.beforeAll(async () => {
    blogShell = await serveShellWith(port, await liveManifest(), { projectMode: 'blog' });
  });
  test.afterAll(() => blogShell.close());

  test("the site's name is «Блог о займах»; the blog navigation shows the currency rates", async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.locator('[data-layout="blog-main"]')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${escaped(blogSite)}$`, 'u'));
    await expect(page).toHaveTitle(fullTitle('Статьи о займах и финансах', blogSite));
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', blogSite);
    await expect(blogBar(page).getByRole('region', { name: 'Курсы ЦБ' })).toBeVisible();

    await blogBar(page).getByRole('searchbox', { name: 'Поиск по блогу' }).fill('займ');
    await blogBar(page).getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog/search' && url.searchParams.get('q') === 'займ');
    await expect(page).toHaveTitle(fullTitle(/Поиск.*/, blogSite));
  });
});
