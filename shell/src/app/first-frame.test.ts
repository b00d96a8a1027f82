import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes } from '@microloans/platform/router';
import { pageFrames, shopwindowNotices, shopwindowSignedOutNotice } from '@microloans/shared-contracts/routes';
import { alertIconPath } from '@microloans/ui-kit/alert-icons';
import { storageKeys } from '@microloans/shared-contracts/storage';
import { framedPages, indexHtmlParameters } from './index-html';
import { pageFrameAt } from './page-frame-at';
import { routeAt } from './route-match';
import { routeTable } from './route-table';
import { PageFrameView } from '../shared/page-frame';

/** index.html as the build makes it: every `<%= name %>` replaced by its parameter. */
const template = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
const built = template.replace(/<%= (\w+) %>/g, (_, name: string) => String(indexHtmlParameters[name as keyof typeof indexHtmlParameters]));
const body = built.slice(built.indexOf('<body>') + '<body>'.length, built.indexOf('</body>'));
const inlineScript = body.match(/<script>([\s\S]*?)<\/script>/)![1]!;

/** Opens `pathname` as a first visit: index.html's body, then its inline script, as the browser runs it. */
function openStatically(url: string, { signedIn = false } = {}) {
  window.history.replaceState(null, '', url);
  document.cookie = signedIn ? 'token=t1; path=/' : 'token=; path=/; max-age=0';
  document.body.innerHTML = body.replace(/<script>[\s\S]*?<\/script>/, '');
  new Function(inlineScript)();
  const root = document.getElementById('root')!;
  return {
    heading: root.querySelector('h1')?.textContent ?? null,
    lead: root.querySelector('.ff-card .ff-note')?.textContent ?? null,
    notice: root.querySelector('.ff-notice')
      ? {
          tone: root.querySelector('.ff-notice')!.className,
          title: root.querySelector('.ff-notice-title')?.textContent,
          text: root.querySelector('.ff-notice-text')?.textContent,
        }
      : null,
    narrow: root.querySelector('.ff-narrow') !== null,
    layout: root.querySelector('.layout')?.className ?? null,
    signInShown: root.querySelector<HTMLElement>('[data-anonymous]')?.hidden === false,
    loadingText: root.textContent?.trim() === 'Загрузка…',
  };
}

/** A path of the pattern, with each parameter filled. */
const pathOf = (pattern: string) => pattern.replace(/:\w+/g, 'x');

afterEach(() => localStorage.clear());

test('the sign-in page opens with its heading in a narrow card before any of the app has arrived', () => {
  expect(openStatically('/auth')).toEqual({
    heading: 'Вход в личный кабинет',
    lead: null,
    notice: null,
    narrow: true,
    layout: 'layout layout-auth',
    signInShown: true,
    loadingText: false,
  });
  expect(openStatically('/auth/registration')).toMatchObject({ heading: 'Регистрация', lead: pageFrames.authRegistration.lead, narrow: true });
});

test('a protected page is framed only for a visitor with a session (the others are sent to sign in)', () => {
  expect(openStatically('/history')).toMatchObject({ heading: null, loadingText: true });
  expect(openStatically('/history', { signedIn: true })).toMatchObject({
    heading: 'История заявок',
    lead: pageFrames.history.lead,
    narrow: false,
    layout: 'layout layout-main-auth',
    signInShown: false,
  });
  expect(openStatically('/history/tabs/HistoryList', { signedIn: true })).toMatchObject({ heading: 'История заявок' });
  expect(openStatically('/score', { signedIn: true })).toMatchObject({ heading: 'Кредитный рейтинг', lead: pageFrames.score.lead });
  expect(openStatically('/profile/sections/Docs', { signedIn: true })).toMatchObject({ heading: 'Профиль', lead: null });
});

test('`/` keeps its own frame; pages whose words come from the API, and unknown paths, keep the loading text', () => {
  expect(openStatically('/')).toMatchObject({ heading: 'Займ онлайн на карту за 5 минут', layout: 'layout layout-main' });
  for (const pathname of ['/blog', '/blog/kak-vybrat-mikrozaim', '/docs/privacy-agreement', '/confirmation', '/auth/registration/more', '/nowhere']) {
    expect(openStatically(pathname)).toMatchObject({ heading: null, loadingText: true });
  }
});


test('the shop window opens with its heading over the notice its scenario names, before any of the app has arrived', () => {
  expect(openStatically('/shopwindow?scenario=lead&uuid=u1', { signedIn: true })).toMatchObject({
    heading: 'Витрина предложений',
    lead: null,
    notice: {
      tone: 'ff-notice ff-notice-success',
      title: shopwindowNotices.lead.title,
      text: shopwindowNotices.lead.text,
    },
    layout: 'layout layout-main',
    loadingText: false,
  });
  expect(openStatically('/shopwindow?uuid=u1&scenario=pdl_duplicate', { signedIn: true }).notice).toMatchObject({
    tone: 'ff-notice ff-notice-info',
    title: 'Заявка уже на рассмотрении',
  });
  // Each tone's icon is drawn by the page's stylesheet, from ui-kit's Alert icons.
  for (const tone of ['success', 'info'] as const) {
    expect(built).toContain(`.ff-notice-${tone} .ff-notice-icon { background-image: url("data:image/svg+xml,`);
    expect(built).toContain(encodeURIComponent(`<path d="${alertIconPath(tone)}"/>`));
  }
});

test('a visitor without a session is told of no application: the partners’ offers, whatever the scenario (as the page itself says)', () => {
  for (const scenario of ['lead', 'duplicate', 'pdl_lead', 'pdl_duplicate']) {
    expect(openStatically(`/shopwindow?scenario=${scenario}&uuid=u1`)).toMatchObject({
      heading: 'Витрина предложений',
      notice: { tone: 'ff-notice ff-notice-info', title: shopwindowSignedOutNotice.title, text: shopwindowSignedOutNotice.text },
      loadingText: false,
    });
  }
});

test('a scenario the shop window does not know, however it is spelled, or an address without the application, gets no frame', () => {
  for (const query of ['', '?uuid=u1', '?scenario=lead', '?scenario=lead&uuid=', '?scenario=', '?scenario=LEAD', '?scenario=constructor', '?scenario=__proto__', '?scenario=toString', '?scenario=lead%00', '?scenario=<img src=x onerror=alert(1)>']) {
    expect({ query, ...openStatically(`/shopwindow${query}`) }).toMatchObject({ query, heading: null, notice: null, loadingText: true });
    expect({ query, frame: pageFrameAt('/shopwindow', false, query) }).toEqual({ query, frame: undefined });
  }
});

test('the app draws the shop window’s frame with the markup of index.html’s', () => {
  const search = '?scenario=duplicate&uuid=u1';
  openStatically(`/shopwindow${search}`);
  const drawn = document.querySelector('#root .ff-page')!;
  const frame = pageFrameAt('/shopwindow', false, search)!;
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(createElement(PageFrameView, { frame, search }));
  expect(shapeOf(host.firstElementChild!)).toBe(shapeOf(drawn));
  for (const selector of ['h1', '.ff-notice-title', '.ff-notice-text']) expect(host.querySelector(selector)?.textContent).toBe(drawn.querySelector(selector)?.textContent);
});

test('a browser that last saw a blog-mode site gets no lending frame', () => {
  localStorage.setItem(storageKeys.projectMode, JSON.stringify('blog'));
  expect(openStatically('/auth')).toMatchObject({ heading: null, loadingText: true });
});

test.each(routeTable.map((route) => [route.path]))('%s: index.html and the app draw the same first frame, signed in or not', (pattern) => {
  for (const signedIn of [false, true]) {
    const pathname = pathOf(pattern);
    if (pathname === '/') continue;
    const drawn = openStatically(pathname, { signedIn });
    // The app reads its frames from the page index.html made (its table of framed pages).
    expect(drawn.heading).toBe(pageFrameAt(pathname, signedIn)?.heading ?? null);
  }
});

test.each(routeTable.map((route) => [pathOf(route.path)]))('%s: the first frame picks the route the router picks', (pathname) => {
  expect(routeAt(pathname)).toBe(matchRoutes([...routeTable], pathname)?.at(-1)?.route);
});

/** An element's shape: tags, classes and roles, without its words. */
function shapeOf(element: Element): string {
  const attributes = ['class', 'role', 'aria-label'].map((name) => element.getAttribute(name) ?? '').join('|');
  return `<${element.tagName.toLowerCase()} ${attributes}>${[...element.children].map(shapeOf).join('')}</>`;
}

test.each(['/auth', '/auth/registration'])('%s: the app draws its frame with the markup of index.html’s, so one follows the other without a jump', (pathname) => {
  openStatically(pathname);
  const drawn = document.querySelector('#root .ff-page')!;
  const frame = pageFrameAt(pathname, false)!;
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(createElement(PageFrameView, { frame, search: '' }));
  expect(shapeOf(host.firstElementChild!)).toBe(shapeOf(drawn));
  for (const selector of ['h1', 'p']) expect(host.querySelector(selector)?.textContent).toBe(drawn.querySelector(selector)?.textContent);
});

test('without index.html (a standalone page, a test) the app has no frames, and draws the skeleton', () => {
  document.body.innerHTML = '';
  expect(pageFrameAt('/auth', false)).toBeUndefined();
});

test('the frames table is safe inside a <script> and names only routes with fixed words', () => {
  expect(indexHtmlParameters.pageFramesJson).not.toContain('<');
  expect(framedPages.map((page) => page.path).sort()).toEqual(
    routeTable.filter((route) => route.name in pageFrames).map((route) => route.path).sort(),
  );
});
