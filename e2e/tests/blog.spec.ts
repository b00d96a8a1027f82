import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BlogCategoriesDto, BlogPostAnswerDto, BlogPostsDto, BlogSearchDto } from '@microloans/shared-contracts/api';
import { plural } from '@microloans/shared-contracts/format';
import { hostileHtml } from '@microloans/shared-contracts/testing';
import { seriousViolations, tabTo } from '../lib/accessibility';
import { watchDepartures } from '../lib/departures';
import { addDevFault, devCalls, readAsVisitor, resetDevApi } from '../lib/dev-api';
import { liveManifest, serveShellWith, type StaticServer } from '../lib/topology';
import { pageTakenOver } from '../lib/taken-over';
import { remoteOrigins, sparePort } from '../lib/product';

/**
 * The blog (issue 16), main mode: the feed and its pages, a category, a post with its likes and
 * comments, search, the `/ll` content pages. Seed: dev-api/src/data/blog.ts (post 1
 * `kak-vybrat-mikrozaim` with comments 1–4: 3 answers 2, which answers 1). Counts other seeded
 * posts may change are read from the API, not written here.
 */
// The seeded dates are UTC mornings; in Moscow each falls on the day written below.
test.use({ timezoneId: 'Europe/Moscow' });

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const site = 'Микрозаймы онлайн';
const firstPost = { id: 1, slug: 'kak-vybrat-mikrozaim', title: 'Как выбрать микрозайм и не переплатить' } as const;

/** What dev-api answers a guest (the same data the page reads). */
const api = readAsVisitor;

const postsText = (count: number) => `${count} ${plural(count, ['статья', 'статьи', 'статей'])}`;
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const feedCards = (page: Page) => page.getByTestId('feed-posts').getByTestId('post-card');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Страницы блога' });
const digits = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/\D/g, ''));

/** Whether the element with the focus shows it (an outline or a ring). */
const focusShown = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

/** The comments load as the reader comes to them: the reader scrolls down to the end of the page. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

async function openPost(page: Page, slug: string = firstPost.slug): Promise<void> {
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await readToTheEnd(page);
  await expect(page.getByTestId('comment-tree').or(page.getByTestId('comments-empty'))).toBeVisible();
  await expect(page.getByTestId('like-button')).toBeEnabled();
}

test.describe('the feed', () => {
  test('«Блог»: six posts a page, newest first, the page in the address; back and forward keep the position', async ({ page, request }) => {
    const first = await api<BlogPostsDto>(request, '/blog/posts?page=1&limit=6');
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
    await expect(feedCards(page)).toHaveCount(Math.min(6, first.total));
    await expect(feedCards(page).getByRole('heading', { level: 2 })).toHaveText(first.posts.map(({ title }) => title));
    await expect(page.getByTestId('feed-count')).toContainText(postsText(first.total));

    // A card: its title links to the post; category, date, reading time, views, likes and comments.
    const newest = first.posts[0];
    expect(newest).toBeTruthy();
    const card = feedCards(page).first();
    await expect(card.getByRole('link', { name: newest?.title })).toHaveAttribute('href', `/blog/${newest?.slug}`);
    await expect(card.getByTestId('post-card-category')).toHaveText(newest?.category.title ?? '');
    const stats = card.getByTestId('post-card-stats');
    await expect(stats.locator('time')).toHaveAttribute('datetime', newest?.publishedAt ?? '');
    await expect(stats).toContainText(`${newest?.readingTimeMinutes} мин чтения`);
    await expect(stats).toContainText(/\d[\d\s]* просмотр/);
    await expect(stats).toContainText(/\d+ лайк/);
    await expect(stats).toContainText(/\d+ комментари/);

    // The seed has more than one page of posts.
    expect(first.total).toBeGreaterThan(6);
    const second = await api<BlogPostsDto>(request, '/blog/posts?page=2&limit=6');
    await expect(pager(page).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    // A pager link taken before the page's code is a page load of its own (no focus moved): what
    // this checks is the page turned in place.
    await pageTakenOver(page);
    await pager(page).getByRole('link', { name: 'Следующая' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(feedCards(page).getByRole('heading', { level: 2 })).toHaveText(second.posts.map(({ title }) => title));
    await expect(pager(page).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    // The focus went to the list's top, as after a page load.
    await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(feedCards(page).first().getByRole('heading', { level: 2 })).toHaveText(first.posts[0]?.title ?? '');
    await page.goForward();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(feedCards(page).first().getByRole('heading', { level: 2 })).toHaveText(second.posts[0]?.title ?? '');

    // The pager from the keyboard.
    await tabTo(page, pager(page).getByRole('link', { name: 'Предыдущая' }));
    expect(await focusShown(pager(page).getByRole('link', { name: 'Предыдущая' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a page past the end says so and links to the first page', async ({ page }) => {
    await page.goto('/blog?page=99');
    const empty = page.getByTestId('feed-empty');
    await expect(empty).toContainText('На этой странице статей нет');
    await empty.getByRole('link', { name: 'К первой странице' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(feedCards(page).first()).toBeVisible();
  });

  test('a category: its title and description, its posts only, its own tab title', async ({ page, request }) => {
    const { categories } = await api<BlogCategoriesDto>(request, '/blog/categories');
    const category = categories.find(({ slug }) => slug === 'vse-o-zaimah');
    expect(category).toBeTruthy();
    const list = await api<BlogPostsDto>(request, '/blog/posts?category=vse-o-zaimah&page=1&limit=6');

    await page.goto('/blog/category/vse-o-zaimah');
    await expect(page.getByRole('heading', { level: 1, name: category?.title })).toBeVisible();
    await expect(page.getByTestId('feed-description')).toHaveText(category?.description ?? '');
    await expect(feedCards(page).getByRole('heading', { level: 2 })).toHaveText(list.posts.map(({ title }) => title));
    await expect(feedCards(page).getByTestId('post-card-category')).toHaveText(list.posts.map(() => category?.title ?? ''));
    await expect(page).toHaveTitle(`${category?.title} — ${site}`);

    // A card's category leads to the same page.
    await feedCards(page).first().getByTestId('post-card-category').click();
    await expect(page).toHaveURL(/\/blog\/category\/vse-o-zaimah$/);
  });
});

test('an unknown category, post or content page is the 404 screen', async ({ page }) => {
  for (const path of ['/blog/category/net-takoi-rubriki', '/blog/net-takoi-stati', '/ll/net-takoi-stranicy']) {
    await page.goto(path);
    await expect(page.getByTestId('error-screen'), path).toHaveAttribute('data-status', '404');
    await expect(page.getByText('Страница просто не найдена')).toBeVisible();
  }
});

test.describe('a post', () => {
  test('title, author, date, reading time, views counted once, category, tags, body, related posts; its tab title and preview tags', async ({
    page,
    request,
  }) => {
    const before = await api<BlogPostAnswerDto>(request, `/blog/posts/${firstPost.slug}`);
    await openPost(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstPost.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('article-author')).toHaveText('Редакция');
    const stats = page.getByTestId('article-stats');
    await expect(stats).toContainText('12 сентября 2024');
    await expect(stats).toContainText('4 мин чтения');
    // This visit's view is counted once, and shown.
    await expect.poll(() => digits(stats.locator('[data-stat="views"]'))).toBe(before.post.views + 1);
    await expect.poll(async () => (await api<BlogPostAnswerDto>(request, `/blog/posts/${firstPost.slug}`)).post.views).toBe(before.post.views + 1);
    await expect(page.getByTestId('article-category')).toHaveAttribute('href', '/blog/category/vse-o-zaimah');
    await expect(page.getByTestId('post-tags').getByRole('link')).toHaveText(['#займы', '#советы']);
    await expect(page.getByTestId('article-body').getByRole('heading', { level: 2 }).first()).toHaveText('Смотрите на полную стоимость займа');

    const related = page.getByTestId('related-posts');
    await expect(related.getByRole('heading', { level: 2, name: 'Читайте также' })).toBeVisible();
    const relatedCount = await related.getByTestId('post-card').count();
    expect(relatedCount).toBeGreaterThanOrEqual(1);
    expect(relatedCount).toBeLessThanOrEqual(3);
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(before.related.map(({ title }) => title));

    await expect(page).toHaveTitle(`${firstPost.title} — ${site}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', firstPost.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', before.post.excerpt);

    // A tag searches the blog for it.
    await page.getByTestId('post-tags').getByRole('link', { name: '#советы' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog/search' && url.searchParams.get('q') === 'советы');
  });

  test('«Нравится»: +1 at once, one request for a double click, kept after a reload, taken back, and put back when it fails', async ({
    page,
    request,
  }) => {
    await openPost(page);
    const like = page.getByTestId('like-button');
    const count = page.getByTestId('like-count');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(/^Нравится \d+$/);
    const before = await digits(count);

    // The server answers late: the page does not wait for it.
    await addDevFault(request, { path: '/blog/:id/likes', method: 'POST', delayMs: 2000 });
    const answered = page.waitForResponse((response) => response.url().endsWith(`/blog/${firstPost.id}/likes`) && response.request().method() === 'POST');
    await like.dblclick();
    await expect(like).toHaveAttribute('aria-pressed', 'true', { timeout: 1500 });
    await expect.poll(() => digits(count), { timeout: 1500 }).toBe(before + 1);
    await answered;
    expect((await devCalls(request))[`POST /blog/${firstPost.id}/likes`]).toBe(1);

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => digits(count)).toBe(before + 1);

    // From the keyboard: the like taken back.
    await tabTo(page, like);
    expect(await focusShown(like)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => digits(count)).toBe(before);
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => digits(count)).toBe(before);

    await addDevFault(request, { path: '/blog/:id/likes', method: 'POST', status: 500 });
    await like.click();
    await expect(page.getByTestId('like-error')).toHaveText('Не удалось поставить отметку. Попробуйте ещё раз.');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => digits(count)).toBe(before);
  });

  test('the comments load as the reader comes to them: none of their requests while the reader stays at the text', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const treeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/comments/get-tree')) treeRequests.push(request.url());
    });
    await page.goto(`/blog/${firstPost.slug}`);
    await expect(page.getByTestId('article-body')).toBeVisible();
    const placeholder = page.getByTestId('comments-placeholder');
    await expect(placeholder.getByRole('heading', { level: 2 })).toHaveText('Комментарии');
    await expect(placeholder.getByRole('status')).toHaveAccessibleName('Загрузка комментариев');
    await page.waitForLoadState('networkidle');
    expect(treeRequests).toEqual([]);
    await expect(page.getByTestId('comment-form')).toHaveCount(0);

    await readToTheEnd(page);
    await expect(page.getByTestId('comment-tree')).toBeVisible();
    await expect(page.getByTestId('comment-form').getByLabel('Ваше имя')).toBeEditable();
    expect(treeRequests).toHaveLength(1);
  });

  test('comments: the tree with replies nested, the rules, a comment and a reply published, «Отмена»', async ({ page }) => {
    await openPost(page);
    const section = page.getByTestId('post-comments');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Комментарии (4)');
    // 3 answers 2, which answers 1: lists inside lists.
    await expect(page.getByTestId('comment-1').getByTestId('comment-2').getByTestId('comment-3')).toBeVisible();
    await expect(page.getByTestId('comment-3')).toHaveAttribute('data-depth', '2');
    await expect(page.getByTestId('comment-4')).toHaveAttribute('data-depth', '0');
    await expect(page.getByTestId('comment-4').getByTestId('comment-author')).toHaveText('Светлана');

    const form = page.getByTestId('comment-form');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByTestId('error-authorName')).toHaveText('Это поле обязательно для заполнения');
    await expect(form.getByTestId('error-text')).toHaveText('Это поле обязательно для заполнения');
    await form.getByLabel('Ваше имя').fill('Анна7');
    await form.getByLabel('Комментарий').fill('К');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByTestId('error-authorName')).toHaveText('Укажите имя буквами');
    await expect(form.getByTestId('error-text')).toHaveText('Не короче 2 символов');

    await form.getByLabel('Ваше имя').fill('Анна');
    await form.getByLabel('Комментарий').fill('Спасибо, разобралась с ПСК');
    await expect(form.getByTestId('comment-counter')).toHaveText(/^Символов: 26 из 2\s000$/);
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByTestId('comment-announcement')).toHaveText('Комментарий опубликован');
    await expect(page.getByTestId('comment-tree').getByTestId('comment-text').filter({ hasText: 'Спасибо, разобралась с ПСК' })).toBeVisible();
    await expect(form.getByLabel('Комментарий')).toHaveValue('');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Комментарии (5)');

    // «Ответить»: one form at a time, under its comment, with the focus in it; «Отмена» closes it.
    await page.getByTestId('comment-1').getByRole('button', { name: 'Ответить' }).first().click();
    await expect(page.getByTestId('comment-1').getByTestId('reply-form')).toBeVisible();
    await page.getByTestId('comment-4').getByRole('button', { name: 'Ответить' }).click();
    await expect(page.getByTestId('reply-form')).toHaveCount(1);
    const reply = page.getByTestId('comment-4').getByTestId('reply-form');
    await expect(reply.getByLabel('Комментарий')).toBeFocused();
    await reply.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByTestId('reply-form')).toHaveCount(0);
    const answer = page.getByTestId('comment-4').getByRole('button', { name: 'Ответить' });
    await expect(answer).toBeFocused();

    // From the keyboard: «Ответить», then the reply.
    await answer.blur();
    await tabTo(page, answer, { backwards: true });
    expect(await focusShown(answer)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(reply.getByLabel('Комментарий')).toBeFocused();
    await page.keyboard.type('Проверьте МФО в реестре Банка России');
    await reply.getByLabel('Ваше имя').fill('Олег');
    await reply.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByTestId('reply-form')).toHaveCount(0);
    const nested = page.getByTestId('comment-4').locator('li[data-depth="1"]');
    await expect(nested.getByTestId('comment-text')).toHaveText('Проверьте МФО в реестре Банка России');
    await expect(nested.getByTestId('comment-author')).toHaveText('Олег');
    await expect(nested.locator('[tabindex="-1"]')).toBeFocused();

    // The server kept both, the reply under its parent.
    await page.reload();
    await expect(page.getByTestId('comment-4').locator('li[data-depth="1"]').getByTestId('comment-text')).toHaveText('Проверьте МФО в реестре Банка России');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Комментарии (6)');
  });

  test('comments: a failed send keeps what was typed; a refusal shows the server’s words on the field', async ({ page, request }) => {
    await openPost(page);
    const form = page.getByTestId('comment-form');
    await form.getByLabel('Ваше имя').fill('Анна');
    await form.getByLabel('Комментарий').fill('Очень полезная статья');

    await addDevFault(request, { path: '/blog/comments', method: 'POST', status: 500 });
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByTestId('comment-form-error')).toContainText('Не удалось отправить комментарий. Попробуйте ещё раз.');
    await expect(form.getByLabel('Комментарий')).toHaveValue('Очень полезная статья');
    await expect(form.getByLabel('Ваше имя')).toHaveValue('Анна');

    await addDevFault(request, {
      path: '/blog/comments',
      method: 'POST',
      status: 422,
      body: { title: 'Validation failed', violations: [{ propertyPath: 'text', message: 'Комментарий отклонён модератором' }] },
    });
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByTestId('error-text')).toHaveText('Комментарий отклонён модератором');
    await expect(form.getByLabel('Комментарий')).toBeFocused();
    await expect(form.getByTestId('comment-form-error')).toHaveCount(0);
    await expect(form.getByLabel('Комментарий')).toHaveValue('Очень полезная статья');

    // Sent again, it goes through.
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByTestId('comment-announcement')).toHaveText('Комментарий опубликован');
    await expect(form.getByLabel('Комментарий')).toHaveValue('');
  });

  test('hostile comments are shown as text: nothing runs, no element comes of them', async ({ page }) => {
    const payloads = [
      hostileHtml[0],
      hostileHtml.find((payload) => payload.includes('onerror')),
      hostileHtml.find((payload) => payload.includes('<svg')),
      hostileHtml.find((payload) => payload.includes('javascript:')),
    ].filter((payload): payload is string => typeof payload === 'string' && payload === payload.trim() && payload.length >= 2);
    expect(payloads.length).toBeGreaterThanOrEqual(3);

    const departures = await watchDepartures(page);
    await openPost(page);
    const form = page.getByTestId('comment-form');
    const tree = page.getByTestId('comment-tree');
    for (const payload of payloads) {
      await form.getByLabel('Ваше имя').fill('Тестер');
      await form.getByLabel('Комментарий').fill(payload);
      await form.getByRole('button', { name: 'Отправить' }).click();
      await expect(form.getByLabel('Комментарий')).toHaveValue('');
      await expect(tree.getByTestId('comment-text').filter({ hasText: payload })).toHaveCount(1);
    }
    const acting = 'script, style, img, svg, math, iframe, object, embed, form, input, a, details, video, audio';
    await expect(tree.locator(acting)).toHaveCount(0);

    // Read back from the server, they are still text.
    await page.reload();
    await expect(tree.getByTestId('comment-text').filter({ hasText: payloads[0] ?? '' })).toHaveCount(1);
    for (const payload of payloads) expect(await tree.getByTestId('comment-text').filter({ hasText: payload }).count()).toBe(1);
    await expect(tree.locator(acting)).toHaveCount(0);
    await tree.hover();
    expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
  });
});

test.describe('search', () => {
  test('the query in the address, the count, every word marked; a new query from the form; nothing found', async ({ page, request }) => {
    const found = await api<BlogSearchDto>(request, `/blog/search?query=${encodeURIComponent('кредитная история')}`);
    expect(found.total).toBeGreaterThan(0);
    await page.goto(`/blog/search?q=${encodeURIComponent('кредитная история')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск по блогу' })).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Что ищем' });
    await expect(field).toHaveValue('кредитная история');
    await expect(page.getByTestId('search-count')).toHaveText(`Найдено: ${postsText(found.total)}`);
    const results = page.getByTestId('search-results');
    await expect(results.getByTestId('post-card')).toHaveCount(found.posts.length);
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(found.posts.map(({ title }) => title));
    // Every place either word stands in a found post's title or excerpt (case and ё aside) is one mark.
    const marks = await results.locator('mark').allTextContents();
    const fold = (text: string) => text.toLowerCase().replace(/ё/g, 'е');
    const places = found.posts.flatMap(({ title, excerpt }) => [title, excerpt]).reduce((count, text) => count + (fold(text).match(/кредитная|история/g)?.length ?? 0), 0);
    expect(places).toBeGreaterThan(0);
    expect(marks).toHaveLength(places);
    for (const mark of marks) expect(['кредитная', 'история']).toContain(fold(mark));
    // Nothing but <mark> is made of the text.
    expect(await results.locator('mark *').count()).toBe(0);

    const form = page.getByTestId('blog-search-form');
    await field.fill('ЗАЙМ');
    await form.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog/search' && url.searchParams.get('q') === 'ЗАЙМ');
    await expect(results.locator('mark').first()).toHaveText(/^займ$/i);
    await expect(page).toHaveTitle(`Поиск по блогу: ЗАЙМ — ${site}`);

    await field.fill('кракозябра');
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'кракозябра');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('Ничего не нашлось');
    await expect(empty.getByRole('link', { name: 'Все статьи блога' })).toHaveAttribute('href', '/blog');

    // Back returns to the search before.
    await page.goBack();
    await expect(field).toHaveValue('ЗАЙМ');
    await expect(results.getByTestId('post-card').first()).toBeVisible();
  });

  test('before the page’s code has arrived, a query typed in the search page’s field stays as the code takes over, and one sent opens its results', async ({ page }) => {
    // The blog's code is held until the test lets it go: the page is the server's meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${remoteOrigins.mf_blog}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/blog/search?q=${encodeURIComponent('кредитная история')}`);
    const field = page.getByRole('searchbox', { name: 'Что ищем' });
    await field.fill('подушка');
    release();
    await pageTakenOver(page);
    await expect(field).toHaveValue('подушка');

    // Sent before the code arrives: a real form, whose results the server draws.
    await page.unroute(`${remoteOrigins.mf_blog}/**`);
    await page.route(`${remoteOrigins.mf_blog}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(`/blog/search?q=${encodeURIComponent('кредитная история')}`);
    await field.fill('подушка');
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/blog/search' && url.searchParams.get('q') === 'подушка');
    await expect(page.getByTestId('search-results').getByRole('heading', { level: 2 }).first()).toContainText('подушк');
  });

  test('a query under two characters asks for more', async ({ page }) => {
    await page.goto(`/blog/search?q=${encodeURIComponent('я')}`);
    await expect(page.getByTestId('search-too-short')).toHaveText('Введите хотя бы 2 символа, чтобы начать поиск.');
  });
});

test('a content page: its title, its text, «Оформить заявку», its own tab title', async ({ page }) => {
  await page.goto('/ll/zaim-na-kartu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Займ на карту онлайн');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('content-page-body')).toContainText('Заполните анкету из трёх шагов');
  await expect(page).toHaveTitle(`Займ на карту онлайн — решение за 1 день — ${site}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Оформите займ на карту онлайн: от 1 000 до 100 000 ₽, решение в течение 1 дня.',
  );
  await page.getByTestId('content-page-apply').click();
  await expect(page).toHaveURL(/\/confirmation\?type=loans$/);
});

test('no serious axe violations on the feed, a post and the search', async ({ page }) => {
  await page.goto('/blog');
  await expect(feedCards(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openPost(page);
  await expect(page.getByTestId('related-posts')).toBeVisible();
  await page.getByTestId('comment-4').getByRole('button', { name: 'Ответить' }).click();
  await expect(page.getByTestId('reply-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/blog/search?q=${encodeURIComponent('займ')}`);
  await expect(page.getByTestId('search-results')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no page of the blog scrolls sideways, nested replies included', async ({ page }) => {
    const pages: Array<[path: string, ready: Locator]> = [
      ['/blog', page.getByTestId('feed-posts')],
      ['/blog/category/vse-o-zaimah', page.getByTestId('feed-posts')],
      [`/blog/search?q=${encodeURIComponent('займ')}`, page.getByTestId('search-results')],
      ['/ll/zaim-na-kartu', page.getByTestId('content-page-body')],
      ['/ll/kak-poluchit-zaim', page.getByTestId('content-page-body')],
      ['/blog/pokazatel-dolgovoi-nagruzki', page.getByTestId('article-body')],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(ready, path).toBeVisible();
      expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
    }

    await openPost(page);
    await page.getByTestId('comment-3').getByRole('button', { name: 'Ответить' }).click();
    await expect(page.getByTestId('comment-3').getByTestId('reply-form')).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The deepest reply's text still has room to read.
    const width = await page.getByTestId('comment-3').getByTestId('comment-text').evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(180);
  });
});

/**
 * The same blog as a blog-mode deployment (its own shell on its own port, the same remotes and
 * dev-api): `/` is the feed, every blog page works as in main mode, the `/ll` landing pages are
 * lending pages and land on `/` (blog-protect).
 */
test.describe('project mode blog', () => {
  let blogShell: StaticServer;
  const port = sparePort(8);
  const origin = `http://127.0.0.1:${port}`;
  const blogSite = 'Блог о займах';
  test.beforeAll(async () => {
    blogShell = await serveShellWith(port, await liveManifest(), { projectMode: 'blog' });
  });
  test.afterAll(() => blogShell.close());

  test('the feed is the main page; categories, pages, a post with its likes and comments, search; /ll lands on /', async ({ page, request }) => {
    const { total } = await api<BlogPostsDto>(request, '/blog/posts?limit=1');
    await page.goto(`${origin}/`);
    await expect(page.locator('[data-layout="blog-main"]')).toBeVisible();
    await expect(feedCards(page)).toHaveCount(Math.min(6, total));
    await pager(page).getByRole('link', { name: 'Следующая' }).click();
    await expect(page).toHaveURL(`${origin}/?page=2`);
    await expect(pager(page).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');

    const { categories } = await api<BlogCategoriesDto>(request, '/blog/categories');
    const category = categories[0]!;
    await page.getByTestId('blog-navigation').getByRole('link', { name: category.title }).click();
    await expect(page).toHaveURL(`${origin}/blog/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    await expect(feedCards(page)).toHaveCount(Math.min(6, category.postsCount));

    await page.goto(`${origin}/blog/${firstPost.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: firstPost.title })).toBeVisible();
    await expect(page).toHaveTitle(`${firstPost.title} — ${blogSite}`);
    await expect(page.locator('[data-layout="blog-article"]')).toBeVisible();
    const like = page.getByTestId('like-button');
    await expect(like).toBeEnabled();
    const before = await digits(page.getByTestId('like-count'));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
    await page.reload();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));

    await readToTheEnd(page);
    const form = page.getByTestId('comment-form');
    await form.getByLabel('Ваше имя').fill('Марина');
    await form.getByLabel('Комментарий').fill('Читаю блог в блоговой версии сайта.');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByTestId('comment-tree').getByText('Читаю блог в блоговой версии сайта.')).toBeVisible();

    // A post is read without the blog bar; its logo leads back to the feed, which has it.
    await page.getByRole('link', { name: blogSite }).click();
    await expect(page.locator('[data-layout="blog-main"]')).toBeVisible();
    await page.getByTestId('blog-navigation').getByRole('searchbox', { name: 'Поиск по блогу' }).fill('кредитная история');
    await page.getByTestId('blog-navigation').getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(`${origin}/blog/search?q=${encodeURIComponent('кредитная история')}`);
    const found = await api<BlogSearchDto>(request, `/blog/search?query=${encodeURIComponent('кредитная история')}`);
    await expect(page.getByTestId('search-results').getByTestId('post-card')).toHaveCount(found.posts.length);
    await expect(page.getByTestId('search-results').locator('mark').first()).toBeVisible();

    await page.goto(`${origin}/ll/zaim-na-kartu`);
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.locator('[data-layout="blog-main"]')).toBeVisible();

    await page.goto(`${origin}/blog/no-such-post`);
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  });
});
