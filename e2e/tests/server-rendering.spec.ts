import { expect, test, type Page } from '@playwright/test';
import { hostileHtml } from '@microloans/shared-contracts/testing';
import type { RouteName } from '@microloans/shared-contracts/routes';
import { watchDepartures } from '../lib/departures';
import { collectorCaughtUp, hydrationReports, watchCollector } from '../lib/collector';
import { addDevFault, devApiUrl, devCalls, resetDevApi, seededLeads, signInWithCookies } from '../lib/dev-api';
import { pageTakenOver, takenOver } from '../lib/taken-over';

/**
 * What the server's HTML of every route holds before any script runs (an anonymous visitor, a
 * search engine, a link preview), and how the browser takes it over. Typed by route name: a new
 * route does not compile until it says what its server HTML holds.
 */
type ServerPage = {
  path: string;
  /** Words the server's page holds, in its root (the app's HTML, not the head). */
  holds: readonly string[];
  status?: number;
  /** Answered with a redirect instead (where the page's guards would send an anonymous visitor). */
  redirectsTo?: string;
  /** The page's content drawn by its owner on the server: the browser hydrates it and asks the API nothing it already had (`readBy`). */
  content?: { selector: string; readBy?: string };
};

const header = 'Войти';
const serverPages: Record<RouteName, ServerPage> = {
  main: {
    path: '/',
    holds: [header, 'Займ онлайн на карту за 5 минут', 'Решение по заявке — в течение 1 дня.', 'Сумма займа', 'Получить деньги'],
    content: { selector: '[data-testid="loan-calculator"]' },
  },
  auth: {
    path: '/auth',
    holds: [header, 'Вход в личный кабинет', 'По паролю', 'По коду из СМС', 'Телефон', 'Пароль', 'Забыли пароль?'],
    content: { selector: '[data-testid="cabinet-anonymous"]' },
  },
  authRecovery: {
    path: '/auth/recovery',
    holds: [header, 'Восстановление пароля', 'Мы отправим код на телефон', 'Шаг 1 из 3: телефон', 'Телефон', 'Получить код'],
    content: { selector: '[data-testid="password-flow"]' },
  },
  authRegistration: {
    path: '/auth/registration',
    holds: [header, 'Регистрация', 'Зарегистрируйтесь по номеру телефона', 'Шаг 1 из 3: телефон', 'Телефон', 'Получить код'],
    content: { selector: '[data-testid="password-flow"]' },
  },
  confirmation: {
    path: '/confirmation?type=loans',
    // The first step whole: its fields, consents and button (a fresh application: the draft is the browser's).
    holds: ['Заявка на займ', 'Контактные данные', 'Паспортные данные', 'Занятость', 'Фамилия', 'Мобильный телефон', 'Я даю согласие на обработку персональных данных', 'Продолжить'],
    content: { selector: '[data-testid="loan-summary"]' },
  },
  docsSlug: {
    path: '/docs/privacy-agreement',
    holds: [header, 'Согласие на обработку персональных данных', 'Редакция от 1 июня 2024', '152-ФЗ', 'Поделиться ссылкой'],
    content: { selector: '[data-testid="doc-body"]', readBy: 'GET /docs/privacy-agreement' },
  },
  llSlug: {
    path: '/ll/zaim-na-kartu',
    holds: [header, 'Займ на карту онлайн', 'Оформить заявку'],
    content: { selector: '[data-testid="content-page-body"]', readBy: 'GET /ll/zaim-na-kartu' },
  },
  blog: {
    path: '/blog',
    // The navigation bar too: the categories menu and the currency rates, read with the page.
    holds: [header, 'Блог', 'Статьи о займах, кредитной истории и финансах.', 'Финансовая подушка: сколько откладывать и где хранить', 'Следующая', 'Безопасность', 'Курсы ЦБ'],
    content: { selector: '[data-testid="feed-description"]', readBy: 'GET /blog/posts' },
  },
  blogCategory: {
    path: '/blog/category/bezopasnost',
    holds: [header, 'Безопасность'],
    content: { selector: '[data-testid="feed-description"]', readBy: 'GET /blog/posts' },
  },
  blogSearch: {
    path: '/blog/search?q=займ',
    // The results of the address's query, found by the API (the seed's posts about loans).
    holds: [header, 'Все статьи', 'Поиск по блогу', 'Найдено:', 'Финансовая подушка: сколько откладывать и где хранить'],
    content: { selector: '[data-testid="search-results"]', readBy: 'GET /blog/search' },
  },
  blogArticle: {
    path: '/blog/kak-vybrat-mikrozaim',
    holds: [header, 'Как выбрать микрозайм и не переплатить', 'Читайте также'],
    content: { selector: '[data-testid="article-body"]', readBy: 'GET /blog/posts/kak-vybrat-mikrozaim' },
  },
  shopwindow: {
    path: `/shopwindow?scenario=lead&uuid=${seededLeads.approved}`,
    // A visitor who is not signed in: the partners' offers, and no word on an application that is not theirs to read.
    holds: [header, 'Витрина предложений', 'Предложения партнёров', 'МКК «Займ Экспресс»', 'Получить деньги'],
    content: { selector: '[data-testid="offers-list"]', readBy: 'GET /shopwindows/offers' },
  },
  // The link is checked by the browser (its lead is the borrower's): the page's own checking state.
  pdl: { path: '/pdl/pdl-demo', holds: ['Займ онлайн', 'Проверяем ссылку'] },
  // Shown until the browser has kept the code and opened `/`: where the invitation leads, as a link.
  rHash: { path: '/r/friend-code', holds: ['Приглашение принято', 'Сейчас откроется главная страница.', 'Перейти на главную'] },
  ops: {
    path: '/ops',
    holds: [header, 'Состояние разделов', 'Оболочка (shell)', 'Платформа, которую оболочка предоставляет', 'UI kit', 'Проверить все разделы'],
    content: { selector: '[data-testid="ops-shell"]' },
  },
  history: { path: '/history', holds: [], redirectsTo: '/auth?to=%2Fhistory' },
  historyTab: { path: '/history/tabs/HistoryList', holds: [], redirectsTo: '/auth?to=%2Fhistory%2Ftabs%2FHistoryList' },
  loyalty: { path: '/loyalty', holds: [], redirectsTo: '/auth?to=%2Floyalty' },
  personalOffers: { path: '/personal-offers', holds: [], redirectsTo: '/auth?to=%2Fpersonal-offers' },
  profile: { path: '/profile', holds: [], redirectsTo: '/auth?to=%2Fprofile' },
  profileSection: { path: '/profile/sections/Docs', holds: [], redirectsTo: '/auth?to=%2Fprofile%2Fsections%2FDocs' },
  score: { path: '/score', holds: [], redirectsTo: '/auth?to=%2Fscore' },
};

/** The words of the server's page root, as a reader without scripts gets them: from the root to the state the page was drawn from. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json" id="server-state">');
  expect([start >= 0, end > start], 'the page has its root, then its state block').toEqual([true, true]);
  const root = html.slice(start, end);
  return root
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');
}

test('every route’s HTML, as the server sends it, holds the page: its frame and header, its content where its owner draws it, or the redirect its guards make', async ({ request }) => {
  await resetDevApi(request);
  for (const [name, page] of Object.entries(serverPages)) {
    const response = await request.get(page.path, { maxRedirects: 0 });
    if (page.redirectsTo) {
      expect([name, response.status(), response.headers().location]).toEqual([name, 302, page.redirectsTo]);
      continue;
    }
    expect([name, response.status()]).toEqual([name, page.status ?? 200]);
    const html = await response.text();
    expect(html, name).toContain('<div id="root" data-server-rendered>');
    const text = rootText(html);
    for (const words of page.holds) expect(text, `${name}: ${words}`).toContain(words);
  }
});

test('a signed-in visitor’s page is drawn with their header, kept private, and carries none of their tokens', async ({ request, context }) => {
  const tokens = await signInWithCookies(request, context);
  const cookie = `token=${tokens.token}; refresh_token=${tokens.refresh_token}`;
  for (const path of ['/profile', '/docs/privacy-agreement', '/']) {
    const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
    const html = await response.text();
    expect([path, response.status(), response.headers()['cache-control']]).toEqual([path, 200, 'private, no-store']);
    expect(html).toContain('data-testid="account-menu"');
    expect(html).not.toContain(tokens.token);
    expect(html).not.toContain(tokens.refresh_token);
  }
});

/** Marks the page's content as the server sent it, before any script of the app runs. */
async function markServerNodes(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { serverNode: Element | null }).serverNode = document.querySelector(wanted);
    });
  }, selector);
}

for (const [name, page] of Object.entries(serverPages).filter(([, candidate]) => candidate.content)) {
  test(`${name}: the browser takes the server’s page over — the same elements, no mismatch, and no second read of its data or of the route’s lists`, async ({ page: tab, request }) => {
    const { selector, readBy } = page.content!;
    await resetDevApi(request);
    await markServerNodes(tab, selector);
    const logged = watchCollector(tab);
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    const reads: string[] = [];
    tab.on('request', (call) => {
      const url = new URL(call.url());
      if (url.origin === devApiUrl) reads.push(`${call.method()} ${url.pathname}`);
    });
    await tab.goto(page.path);
    // Taken over: the app's route steps have run on the page (the visit's anonymous token).
    await expect.poll(() => reads.includes('POST /auth/anonym')).toBe(true);
    await expect(tab.locator(selector)).toBeVisible();
    expect(await tab.evaluate((wanted) => (window as unknown as { serverNode: Element | null }).serverNode === document.querySelector(wanted), selector)).toBe(true);
    if (readBy) expect(reads.filter((read) => read.startsWith(readBy))).toEqual([]);
    expect(errors).toEqual([]);
    await collectorCaughtUp(tab, logged);
    expect(hydrationReports(logged)).toEqual([]);
    // The route's lists the server read (its redirect rules, the routes switched off) came with the page.
    expect(reads.filter((read) => read === 'GET /redirects' || read === 'GET /routes/blacklist')).toEqual([]);
    // Whatever else the server read to draw the page (every call dev-api counted that the browser
    // did not make), the browser does not read again.
    const byBrowser = new Map<string, number>();
    for (const read of reads) byBrowser.set(read, (byBrowser.get(read) ?? 0) + 1);
    const byServer = Object.entries(await devCalls(request))
      .filter(([call, count]) => call.startsWith('GET ') && count > (byBrowser.get(call) ?? 0))
      .map(([call]) => call);
    expect(byServer.filter((call) => byBrowser.has(call)), `the server read ${byServer.join(', ')}`).toEqual([]);
  });
}

test('a document drawn on the server is interactive once taken over: «Поделиться ссылкой» is held until then, and answers', async ({ page, request }) => {
  const html = await (await request.get('/docs/privacy-agreement')).text();
  const share = /<button[^>]*data-testid="doc-copy-link"[^>]*>/.exec(html)?.[0] ?? '';
  expect(share).toMatch(/\sdisabled=""/);
  await page.goto('/docs/privacy-agreement');
  await takenOver(page.getByTestId('doc-copy-link'));
  await page.getByTestId('doc-copy-link').click();
  await expect(page.getByText('Ссылка на документ скопирована')).toBeVisible();
});

test('HTML from the API is sanitised on the server by the same rules: the XSS corpus as a document’s text leaves nothing that acts, and runs nothing in Chromium', async ({ request, page }) => {
  await resetDevApi(request);
  await request.post(`${devApiUrl}/__dev/docs`, { data: { slug: 'hostile-body', title: 'Документ', body: `<p>Текст</p>${hostileHtml.join('\n')}` } });
  const html = await (await request.get('/docs/hostile-body')).text();
  const body = html.slice(html.indexOf('data-testid="doc-body"'), html.indexOf('data-testid="doc-link"'));
  expect(body).toContain('<p>Текст</p>');
  expect(body).not.toMatch(/<(script|iframe|object|embed|form|input|button|svg|math|style|link|meta|base)\b/i);
  expect(body).not.toMatch(/\son[a-z]+\s*=/i);
  expect(body).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
  const departures = await watchDepartures(page);
  await page.goto('/docs/hostile-body');
  await expect(page.getByTestId('doc-body')).toContainText('Текст');
  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
});

test('the API failing a page’s data on the server leaves the data to the browser: the page arrives with its loading state, and the browser reads the document itself', async ({ request, page }) => {
  await resetDevApi(request);
  // The server reads the document once (its head is worded from the page's data), and that read
  // fails; the browser's succeeds. A second read on the server would draw the document.
  await addDevFault(request, { path: '/docs/mailing-agreement', status: 500, count: 1 });
  const response = await page.goto('/docs/mailing-agreement');
  const html = (await response?.text()) ?? '';
  expect(response?.status()).toBe(200);
  expect(html).toContain('<div id="root" data-server-rendered>');
  expect(html).toContain('data-testid="doc-loading"');
  await expect(page.getByTestId('doc-body')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});

/** Console errors of the page (404 answers are the page's own business), as a list that grows. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('the application’s first step arrives drawn by the server, held until the browser has read the draft; a reload brings the draft back over it with no mismatch', async ({ request, page }) => {
  await resetDevApi(request);
  const html = await (await request.get('/confirmation?type=loans')).text();
  // Held: the fields show at once but take no input before the page's code can keep it.
  expect(html).toMatch(/data-testid="application-form"[^>]*><fieldset disabled=""/);
  const errors = consoleErrors(page);
  const logged = watchCollector(page);
  await page.goto('/confirmation?type=loans');
  const fio = page.getByLabel('ФИО', { exact: true });
  await fio.click();
  await fio.pressSequentially('Сидоров Пётр Ильич');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('confirmationFormData') ?? '')).toContain('Сидоров Пётр Ильич');
  await page.reload();
  await expect(fio).toHaveValue('Сидоров Пётр Ильич');
  await expect(page.getByTestId('application-form').locator('fieldset')).toBeEnabled();
  expect(errors).toEqual([]);
  await collectorCaughtUp(page, logged);
  expect(hydrationReports(logged)).toEqual([]);
});

test('the ways into the account arrive drawn by the server; what the tab kept (the way chosen, the phone) comes back over them with no mismatch', async ({ request, page }) => {
  await resetDevApi(request);
  // Drawn whole by the server, its fields taking typing at once: nothing drawn disabled.
  const signIn = await (await request.get('/auth')).text();
  expect(signIn).toMatch(/data-testid="cabinet-anonymous"/);
  for (const words of ['Вход в личный кабинет', 'По паролю', 'По коду из СМС', 'Телефон', 'Пароль', 'Забыли пароль?']) expect(rootText(signIn), words).toContain(words);
  expect(signIn).toMatch(/<input[^>]*id="sign-in-phone"/);
  expect(signIn).not.toMatch(/<(fieldset|input)[^>]*\sdisabled/);
  const registration = await (await request.get('/auth/registration')).text();
  expect(registration).toMatch(/data-testid="password-flow"[^>]*>[\s\S]*?<input[^>]*id="flow-phone"/);
  expect(registration).not.toMatch(/<(fieldset|input)[^>]*\sdisabled/);
  for (const words of ['Регистрация', 'Шаг 1 из 3: телефон', 'Телефон', 'Получить код']) expect(rootText(registration), words).toContain(words);

  const errors = consoleErrors(page);
  const logged = watchCollector(page);
  await page.goto('/auth');
  // What the tab keeps is typed on a live page (typing before it: early-taps.spec).
  await pageTakenOver(page);
  await page.getByText('По коду из СМС').click();
  const phone = page.getByLabel('Телефон', { exact: true });
  await phone.click();
  await phone.pressSequentially('9990000001');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'По коду из СМС' })).toBeChecked();
  await expect(phone).toHaveValue('+7 (999) 000-00-01');

  await page.goto('/auth/registration');
  await pageTakenOver(page);
  await phone.click();
  await phone.pressSequentially('9995550101');
  await page.reload();
  await expect(phone).toHaveValue('+7 (999) 555-01-01');
  await expect(phone).toBeEditable();
  expect(errors).toEqual([]);
  await collectorCaughtUp(page, logged);
  expect(hydrationReports(logged)).toEqual([]);
});
