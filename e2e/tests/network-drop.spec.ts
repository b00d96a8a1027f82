import { expect, test, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { borrower, expectStep, fillContacts, fillPassport } from '../lib/application';
import type { BlogCategoriesDto, BlogPostsDto } from '@microloans/shared-contracts/api';
import type { RemoteName } from '@microloans/shared-contracts/remotes';
import { lastCodeSentTo, readAsVisitor, resetDevApi, seededLeads, signInWithCookies } from '../lib/dev-api';
import { pageTakenOver } from '../lib/taken-over';
import { devApiUrl, remoteOrigins } from '../lib/product';

/**
 * A phone's network drops at the moment the page needs code or data it has not loaded yet, and
 * comes back: the page never goes blank, the place that needed it says in Russian that the
 * connection is missing, nothing typed is lost, and once the network is back the page goes on by
 * itself or with «Повторить», without a reload. One page per area: the moments of an area follow
 * each other on it.
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

type Watch = { errors: string[] };

/** Uncaught errors of the page (a chunk that failed to load and was not handled showed up here). */
function watchErrors(page: Page): Watch {
  const watch: Watch = { errors: [] };
  page.on('pageerror', (error) => watch.errors.push(error.message.split('\n')[0] ?? ''));
  return watch;
}

/** Marks the document, so the test can tell at the end that nothing reloaded it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: 'yes' }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument);

const offline = 'Нет соединения с интернетом';
/** The page's content area: the layout's `main`, not the header and not a toast. */
const contentArea = (page: Page): Locator => page.locator('main').first();
/** The content area itself says the connection is missing (a toast saying so is not enough). */
const connectionMissingInContent = (page: Page): Locator => contentArea(page).getByText(offline).first();

/** The place a remote's page fills: on a page without a layout (the application), its content area. */
const remotePlace = (page: Page, remote: RemoteName): Locator => page.locator(`[data-remote-slot="${remote}"]`).first();

/** What must stay while off line is still on screen, inside the content area (the header always is). */
async function keptInContent(content: Locator): Promise<void> {
  await expect(content).toBeVisible();
  expect(await content.evaluate((element) => element.closest('main') !== null), 'inside the content area').toBe(true);
}

/** Off line while `act` runs; the connection comes back when the test says so. */
async function dropConnection(context: BrowserContext, act: () => Promise<void>): Promise<void> {
  await context.setOffline(true);
  await act();
}

test('the application: each step’s «Продолжить» and the code’s «Подтвердить» off line keep the page and what was typed', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const watch = watchErrors(page);
  await page.goto('/confirmation?type=loans');
  await markDocument(page);
  await fillContacts(page);
  const form = page.getByTestId('application-form');

  // Step 1: the code cannot be asked for; the phone's step says why, in the form.
  await dropConnection(context, () => page.getByRole('button', { name: 'Продолжить', exact: true }).click());
  await expect(form.getByTestId('code-error')).toContainText(offline);
  await keptInContent(form);
  await expect(page.getByLabel('ФИО', { exact: true })).toHaveValue(borrower.fio);
  await expect(page.getByLabel('Электронная почта')).toHaveValue(borrower.email);
  await context.setOffline(false);
  // The words stay until the borrower acts; «Продолжить» sends the code again.
  await expect(form.getByTestId('code-error')).toContainText(offline);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expect(form.getByTestId('code-step')).toBeVisible();

  // The code: typed, then «Подтвердить» with no network; the code's step says why.
  const code = page.getByLabel('Введите код из СМС');
  await code.fill(await lastCodeSentTo(request, borrower.phone));
  const typedCode = await code.inputValue();
  await dropConnection(context, () => page.getByRole('button', { name: 'Подтвердить' }).click());
  await expect(form.getByTestId('code-step').getByTestId('code-error')).toContainText(offline);
  await keptInContent(form);
  await expect(code).toHaveValue(typedCode);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expectStep(page, 1);

  // Step 2: the passport typed, «Продолжить» with no network; the form says why until it is sent.
  await fillPassport(page);
  await page.getByLabel('Пароль', { exact: true }).fill(borrower.password);
  await page.getByLabel('Повторите пароль').fill(borrower.password);
  await dropConnection(context, () => page.getByRole('button', { name: 'Продолжить', exact: true }).click());
  await expect(form.getByTestId('send-error')).toContainText(offline);
  await keptInContent(form);
  await expect(page.getByLabel('Место рождения')).toHaveValue(borrower.birthPlace);
  await expect(page.getByLabel('Адрес регистрации', { exact: true })).toHaveValue(new RegExp(borrower.addressPick));
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expectStep(page, 2);
  await expect(form.getByTestId('send-error')).toHaveCount(0);

  expect(await sameDocument(page)).toBe('yes');
  expect(watch.errors).toEqual([]);
});

test('a first visit to /: a page whose code is not here yet says the connection is missing, and opens by itself when it is back', async ({ page, context }) => {
  test.setTimeout(90_000);
  const watch = watchErrors(page);
  await page.goto('/');
  const calculator = page.getByTestId('loan-calculator');
  await expect(calculator).toBeVisible();
  await pageTakenOver(page);
  await markDocument(page);

  // «Получить деньги»: the application's code has never been fetched. Its place says so, with «Повторить».
  await dropConnection(context, () => calculator.getByRole('button', { name: 'Получить деньги' }).click());
  // The choice waits in the address for the application to take it.
  await expect(page).toHaveURL(/\/confirmation\?type=loans&amount=30000&termPosition=7$/);
  // The application has no layout (SPEC §2): its place is the page.
  const application = remotePlace(page, 'mf_confirmation');
  await expect(application.getByText(offline)).toBeVisible();
  await expect(application.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await context.setOffline(false);
  await expect(application.getByTestId('application-form')).toBeVisible();
  await expect(application.getByText(offline)).toHaveCount(0);
  await expect(page.getByTestId('loan-summary')).toContainText(/30\s000/);
  await expect(page).toHaveURL(/\/confirmation\?type=loans$/);

  // The header's «Войти»: the cabinet's code has never been fetched.
  await page.goBack();
  await expect(calculator).toBeVisible();
  await dropConnection(context, () => page.getByRole('link', { name: 'Войти', exact: true }).click());
  await expect(connectionMissingInContent(page)).toBeVisible();
  // «Повторить» while still off line changes nothing and breaks nothing; the connection back does it.
  await contentArea(page).getByRole('button', { name: 'Повторить' }).click();
  await expect(connectionMissingInContent(page)).toBeVisible();
  await context.setOffline(false);
  // The sign-in page itself (its frame's heading is the same words): its form, taking a phone.
  const signIn = contentArea(page).getByTestId('cabinet-anonymous');
  await expect(signIn).toBeVisible();
  await expect(signIn.getByLabel('Телефон', { exact: true })).toBeEditable();
  await expect(connectionMissingInContent(page)).toHaveCount(0);

  // A blog teaser: the blog's pages have never been fetched.
  await page.goBack();
  await expect(calculator).toBeVisible();
  const teaser = page.locator('main a[href^="/blog/"]').first();
  await expect(teaser).toBeVisible();
  const title = (await teaser.innerText()).trim();
  expect(title.length).toBeGreaterThan(10);
  await dropConnection(context, () => teaser.click());
  await expect(connectionMissingInContent(page)).toBeVisible();
  await context.setOffline(false);
  // That post, its own page: the title the teaser showed and its like.
  await expect(contentArea(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(contentArea(page).getByTestId('like-button')).toBeVisible();
  await expect(connectionMissingInContent(page)).toHaveCount(0);

  expect(await sameDocument(page)).toBe('yes');
  expect(watch.errors).toEqual([]);
});

test('a shared module whose files did not arrive is not failed for good: «Повторить» fetches it again', async ({ page }) => {
  const watch = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  // The page's code is loaded once the server's page has been painted: its entry is on the page then.
  await pageTakenOver(page);
  // The form kit (ui-kit/forms, a shared module the shell provides): its files, from the shell's manifest.
  const manifestUrl = await page.evaluate(() => new URL('mf-manifest.json', document.querySelector<HTMLScriptElement>('script[src*="/main."]')!.src).href);
  const manifest = (await (await page.request.get(manifestUrl)).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
  const kitFiles = new Set(manifest.shared.find((shared) => shared.name === '@microloans/ui-kit/forms')!.assets.js.sync.map((name) => new URL(name, manifestUrl).href));
  expect(kitFiles.size).toBeGreaterThan(0);
  const refuse = (route: Route) => route.abort('connectionrefused');
  const isKitFile = (url: URL) => kitFiles.has(url.href);
  await page.route(isKitFile, refuse);

  await page.getByRole('link', { name: 'Войти', exact: true }).click();
  await expect(contentArea(page).getByText('Раздел временно недоступен')).toBeVisible({ timeout: 15_000 });
  await page.unroute(isKitFile, refuse);
  await contentArea(page).getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByLabel('Телефон', { exact: true })).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test('registration: «Получить код» off line keeps the phone, and so does a reload', async ({ page, context }) => {
  const watch = watchErrors(page);
  await page.goto('/auth/registration');
  // The connection drops on a live page (one whose code never came cannot say anything).
  await pageTakenOver(page);
  const phone = page.getByLabel('Телефон', { exact: true });
  await phone.click();
  await phone.pressSequentially('9997776655');
  await dropConnection(context, () => page.getByRole('button', { name: 'Получить код' }).click());
  await expect(page.getByTestId('phone-step').getByText(offline)).toBeVisible();
  await keptInContent(page.getByTestId('phone-step'));
  await expect(phone).toHaveValue('+7 (999) 777-66-55');
  await context.setOffline(false);

  await page.reload();
  await expect(page.getByLabel('Телефон', { exact: true })).toHaveValue('+7 (999) 777-66-55');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByTestId('code-step')).toBeVisible();
  expect(watch.errors).toEqual([]);
});

test('signed in: the account menu, «Сохранить», a section, «Все заявки», the history’s tabs, loyalty’s page 2 and «Выйти» off line', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const watch = watchErrors(page);
  await signInWithCookies(request, context);
  await page.goto('/profile');
  const header = page.locator('header');
  await expect(page.getByTestId('profile-summary')).toBeVisible();
  await markDocument(page);

  // The account menu's code has not been fetched: its place under the button says so, and the
  // menu opens by itself when the connection is back.
  await dropConnection(context, () => page.getByTestId('account-menu').click());
  await expect(header.locator('.app-header-user').getByText(offline)).toBeVisible();
  await keptInContent(page.getByTestId('profile-summary'));
  await context.setOffline(false);
  await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
  await page.keyboard.press('Escape');

  // «Сохранить» with a changed field.
  const jobTitle = page.getByLabel('Должность');
  await jobTitle.fill('Тестировщик');
  await dropConnection(context, () => page.getByTestId('profile-save').click());
  await expect(page.getByTestId('profile-form').getByTestId('profile-save-error')).toContainText(offline);
  await expect(jobTitle).toHaveValue('Тестировщик');
  await context.setOffline(false);
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Профиль успешно обновлен!').first()).toBeVisible();
  await expect(page.getByTestId('profile-save-error')).toHaveCount(0);
  await expect(jobTitle).toHaveValue('Тестировщик');

  // A section of the profile, «Контакты» and its «Подтвердить почту».
  await dropConnection(context, () => page.getByRole('link', { name: 'Активность' }).click());
  await expect(contentArea(page).getByTestId('activity-error')).toContainText(offline);
  await keptInContent(page.getByRole('link', { name: 'Контакты' }));
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/profile\/sections\/Activity$/);
  // Read again by itself once the connection is back.
  await expect(page.getByTestId('activity-list')).toBeVisible();
  await expect(connectionMissingInContent(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Контакты' }).click();
  await page.getByLabel('Почта').fill('ivan.new@example.ru');
  await dropConnection(context, () => page.getByTestId('contacts-email').getByRole('button', { name: 'Подтвердить почту' }).click());
  await expect(page.getByTestId('contacts-email').getByText(offline)).toBeVisible();
  await expect(page.getByLabel('Почта')).toHaveValue('ivan.new@example.ru');
  await context.setOffline(false);
  await page.getByTestId('contacts-email').getByRole('button', { name: 'Подтвердить почту' }).click();
  await expect(page.getByTestId('code-step')).toContainText('ivan.new@example.ru');

  // «Все заявки» on /: the history's code has not been fetched; its place says the connection is
  // missing, and the history opens by itself when it is back.
  await header.getByRole('link', { name: /онлайн/ }).click();
  const all = page.getByRole('link', { name: 'Все заявки' });
  await expect(all).toBeVisible();
  await dropConnection(context, () => all.click());
  await expect(connectionMissingInContent(page)).toBeVisible();
  await expect(contentArea(page).getByRole('button', { name: 'Повторить' })).toBeVisible();
  await context.setOffline(false);
  const statuses = contentArea(page).getByRole('navigation', { name: 'Статус заявок' });
  await expect(statuses).toBeVisible();
  await expect(page.getByTestId('history-count')).toBeVisible();

  // A tab of its statuses: its applications have not been read.
  await dropConnection(context, () => statuses.getByRole('link', { name: 'Одобренные' }).click());
  await expect(connectionMissingInContent(page)).toBeVisible();
  await keptInContent(statuses);
  await context.setOffline(false);
  await expect(page.locator(`[data-uuid="${seededLeads.approved}"]`).first()).toBeVisible();
  await expect(connectionMissingInContent(page)).toHaveCount(0);

  // Loyalty's page 2.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Программа лояльности' }).click();
  const pages = page.getByRole('navigation', { name: 'Страницы истории' });
  await expect(pages).toBeVisible();
  await dropConnection(context, () => pages.getByRole('link', { name: 'Следующая страница' }).click());
  await expect(connectionMissingInContent(page)).toBeVisible();
  await keptInContent(page.getByTestId('loyalty-coins'));
  await context.setOffline(false);
  await expect(page.getByTestId('loyalty-page-of')).toHaveText('Страница 2 из 2', { timeout: 15_000 });

  // «Выйти»: the borrower is signed out and lands where a signed-out borrower does.
  await page.getByTestId('account-menu').click();
  await dropConnection(context, () => page.getByRole('menuitem', { name: 'Выйти' }).click());
  // Signed out where a signed-out borrower lands: the sign-in page, whose code has not been
  // fetched yet — its place says the connection is missing, and it opens when the connection is back.
  await expect(page.getByRole('link', { name: 'Войти', exact: true })).toBeVisible();
  await expect(connectionMissingInContent(page)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();

  expect(await sameDocument(page)).toBe('yes');
  expect(watch.errors).toEqual([]);
});

test('the blog: the feed’s page 2, a category, a like and a comment off line; search while its server is out of reach comes back with «Повторить»', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const watch = watchErrors(page);
  await page.goto('/blog');
  const feed = page.getByTestId('feed-posts');
  await expect(feed).toBeVisible();
  await pageTakenOver(page);
  await markDocument(page);

  // The feed's page 2, then a category: their posts come when the connection does, exactly those.
  const titles = async (path: string) => (await readAsVisitor<BlogPostsDto>(request, path)).posts.map((post) => post.title);
  const pager = page.getByRole('navigation', { name: 'Страницы блога' });
  await dropConnection(context, () => pager.getByRole('link', { name: 'Следующая' }).click());
  await expect(contentArea(page).getByTestId('feed-error')).toContainText(offline);
  await keptInContent(page.getByRole('heading', { level: 1, name: 'Блог' }));
  await context.setOffline(false);
  await expect(contentArea(page).getByText(/страница 2 из/)).toBeVisible();
  await expect(feed.getByTestId('post-card').getByRole('heading', { level: 2 })).toHaveText(await titles('/blog/posts?page=2&limit=6'));
  await expect(contentArea(page).getByTestId('feed-error')).toHaveCount(0);

  const { categories } = await readAsVisitor<BlogCategoriesDto>(request, '/blog/categories');
  const safety = categories.find((category) => category.title === 'Безопасность')!;
  await dropConnection(context, () => page.getByRole('navigation', { name: 'Рубрики блога' }).getByRole('link', { name: 'Безопасность' }).click());
  // The category's own page, its posts not read: its feed says why.
  await expect(contentArea(page).getByTestId('feed-error')).toContainText(offline);
  await context.setOffline(false);
  await expect(contentArea(page).getByRole('heading', { level: 1, name: 'Безопасность' })).toBeVisible();
  await expect(feed.getByTestId('post-card').getByRole('heading', { level: 2 })).toHaveText(await titles(`/blog/posts?category=${safety.slug}&page=1&limit=6`));

  // Search while the browser says it is on line but the blog's server and the API do not answer:
  // every retry fails; «Повторить» then really fetches again.
  const unreachable = (route: Route) => route.abort('connectionrefused');
  await page.route(`${remoteOrigins.mf_blog}/**`, unreachable);
  await page.route(`${devApiUrl}/blog/search**`, unreachable);
  const search = page.getByRole('search', { name: 'Поиск по блогу' });
  await search.getByRole('searchbox').fill('займ');
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(contentArea(page).getByText('Раздел временно недоступен')).toBeVisible();
  await page.unroute(`${remoteOrigins.mf_blog}/**`, unreachable);
  await contentArea(page).getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по блогу' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await page.unroute(`${devApiUrl}/blog/search**`, unreachable);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('post-card').first()).toBeVisible();

  // A post: its like and a comment.
  await page.getByTestId('post-card').first().getByRole('heading', { level: 2 }).getByRole('link').click();
  const like = page.getByTestId('like-button');
  await expect(like).toBeEnabled();
  await dropConnection(context, () => like.click());
  await expect(page.getByTestId('like-error')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await keptInContent(page.getByRole('heading', { level: 1 }));
  await context.setOffline(false);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const form = page.getByTestId('comment-form');
  await form.getByLabel('Ваше имя').fill('Анна');
  await form.getByLabel('Комментарий').fill('Полезная статья, спасибо');
  await dropConnection(context, () => form.getByRole('button', { name: 'Отправить' }).click());
  await expect(form.getByText(offline)).toBeVisible();
  await expect(form.getByLabel('Ваше имя')).toHaveValue('Анна');
  await expect(form.getByLabel('Комментарий')).toHaveValue('Полезная статья, спасибо');
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Полезная статья, спасибо').first()).toBeVisible();

  expect(await sameDocument(page)).toBe('yes');
  expect(watch.errors).toEqual([]);
});
