import { fork } from 'effector';
import { $tokens } from '@microloans/platform';
import type { LoaderFunctionArgs } from '@microloans/platform/router';
import { applyPageMeta } from '@microloans/shared-contracts/page-meta';
import { routeStepsApi } from './api';
import { setRuntimeConfig } from '../../shared/runtime/runtime-config';
import { routeHeads } from '../route-heads';
import { errorPageHeads } from '../../shared/page-meta/error-page-head';
import { createPageHeadStep } from './page-head';
import { createRootLoader } from './root-loader';

jest.mock('@microloans/platform', () => ({
  ...jest.requireActual('@microloans/platform'),
  ensureToken: jest.fn(() => Promise.resolve('anonym')),
}));
// jsdom has no fetch `Response`, which the router's `redirect` makes: a redirect here is what it says.
jest.mock('@microloans/platform/router', () => ({
  ...jest.requireActual('@microloans/platform/router'),
  redirect: (location: string) => ({ status: 302, location }),
}));
jest.mock('./api', () => ({ routeStepsApi: { redirects: jest.fn(), blockedRoutes: jest.fn() } }));
jest.mock('../../shared/analytics/install-counter', () => ({ reportPageView: jest.fn() }));

const site = 'Микрозаймы онлайн';
const tab = (title: string) => `${title} — ${site}`;

/** The document's head as index.html brings it for `/` in main mode. */
function freshHead() {
  document.head.innerHTML = `<title>${tab(routeHeads.main.title)}</title><meta name="description" content="${routeHeads.main.description}"><meta property="og:site_name" content="${site}">`;
  delete document.head.dataset.pageHeadFor;
}

/** Every title the tab showed, in order, from the moment the test starts watching. */
let titlesShown: string[] = [];
const titleWatch = new MutationObserver(() => {
  if (titlesShown.at(-1) !== document.title) titlesShown.push(document.title);
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const previewTags = () => [...document.head.querySelectorAll('meta[property^="og:"]')].map((meta) => meta.getAttribute('property')).filter((key) => key !== 'og:site_name');

/** One navigation's route steps; the route heads they load on demand arrive within a turn. */
async function navigate(loader: ReturnType<typeof createRootLoader>, path: string) {
  window.history.replaceState(null, '', path);
  try {
    // The loader reads only the request's address.
    return await loader({ request: { url: `http://127.0.0.1:3000${path}` }, params: {}, context: undefined } as unknown as LoaderFunctionArgs);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function projectMode(mode: 'main' | 'blog') {
  setRuntimeConfig({ projectMode: mode } as Parameters<typeof setRuntimeConfig>[0]);
}

beforeEach(() => {
  freshHead();
  titlesShown = [];
  titleWatch.observe(document.head, { subtree: true, childList: true, characterData: true });
  projectMode('main');
  jest.mocked(routeStepsApi.redirects).mockResolvedValue([{ from: '/promo', to: '/blog' }] as never);
  jest.mocked(routeStepsApi.blockedRoutes).mockResolvedValue({ paths: ['/score'] } as never);
});
afterEach(() => titleWatch.disconnect());

test("each navigation to another path shows that route's title and description in the tab, and drops the page before's preview tags", async () => {
  const loader = createRootLoader(fork());
  // A post the borrower read set its own preview tags.
  applyPageMeta({ title: 'Как выбрать микрозайм', description: 'О займах', openGraph: { type: 'article', title: 'Как выбрать микрозайм', description: 'О займах' } });
  expect(previewTags()).toEqual(['og:type', 'og:title', 'og:description', 'og:url']);

  await navigate(loader, '/auth');
  expect(document.title).toBe(tab('Вход'));
  expect(description()).toBe(routeHeads.auth.description);
  expect(previewTags()).toEqual([]);
  await navigate(loader, '/auth/registration');
  await navigate(loader, '/blog/category/bezopasnost');
  await navigate(loader, '/blog/search?q=займ');
  await navigate(loader, '/blog/kak-vybrat-mikrozaim');
  await navigate(loader, '/docs/privacy-agreement');
  expect(description()).toBe(routeHeads.docsSlug.description);
  expect(titlesShown).toEqual([
    tab('Как выбрать микрозайм'),
    tab('Вход'),
    tab('Регистрация'),
    tab('Рубрика блога'),
    tab('Поиск по блогу'),
    tab('Статья'),
    tab('Документ'),
  ]);
});

test("a path whose page set its own head before gets the route's head again on its next visit", async () => {
  // A borrower's page: the visitor is signed in (the guards would send them to sign-in).
  const loader = createRootLoader(fork({ values: [[$tokens, { token: 't', refresh_token: 'r', anonym_token: null, anonym_refresh_token: null }]] }));
  await navigate(loader, '/blog/kak-vybrat-mikrozaim');
  // The post set its own head for its path; the history, next, sets none of its own.
  applyPageMeta({ title: 'Как выбрать микрозайм', description: 'О займах' });
  await navigate(loader, '/history');
  expect(document.title).toBe(tab('История заявок'));
  expect(description()).toBe(routeHeads.history.description);
  // Back to the post: the route's head until the post sets its own again, not the history's.
  await navigate(loader, '/blog/kak-vybrat-mikrozaim');
  expect(titlesShown).toEqual([tab('Статья'), tab('Как выбрать микрозайм'), tab('История заявок'), tab('Статья')]);
  expect(description()).toBe(routeHeads.blogArticle.description);
});

test('a navigation that does not render its page leaves the head to the page that does', async () => {
  const loader = createRootLoader(fork());
  // A server redirect from a path that is no route: no «Страница не найдена» on the way.
  await expect(navigate(loader, '/promo')).rejects.toMatchObject({ status: 302 });
  // A switched-off route: the error screen sets its own («Страница не найдена»).
  await expect(navigate(loader, '/score')).rejects.toMatchObject({ init: { status: 404 } });
  await navigate(loader, '/blog');
  expect(titlesShown).toEqual([tab('Блог')]);
});

test("a new query on the same page keeps the page's own head; a new path sets the route's again", async () => {
  const loader = createRootLoader(fork());
  await navigate(loader, '/blog/search?q=кредит');
  // The search page words its own title from the query.
  applyPageMeta({ title: 'Поиск: кредит' });
  await navigate(loader, '/blog/search?q=займ');
  await navigate(loader, '/blog/search');
  expect(document.title).toBe(tab('Поиск: кредит'));
  await navigate(loader, '/blog');
  await navigate(loader, '/blog/search?q=займ');
  expect(titlesShown).toEqual([tab('Поиск по блогу'), tab('Поиск: кредит'), tab('Блог'), tab('Поиск по блогу')]);
});

test('a path that is no route gets the 404 head; a referral link leaves it to the page it lands on', async () => {
  const loader = createRootLoader(fork());
  await navigate(loader, '/no/such/page');
  expect(document.title).toBe(tab('Страница не найдена'));
  expect(description()).toBe(errorPageHeads.notFound.description);
  await expect(navigate(loader, '/r/FRIEND42')).rejects.toMatchObject({ status: 302 });
  await navigate(loader, '/');
  expect(titlesShown).toEqual([tab('Страница не найдена'), tab('Займы онлайн на карту')]);
  expect(description()).toBe(routeHeads.main.description);
});

test("blog mode: `/` is the blog's main page with its own head; a lending route goes there", async () => {
  projectMode('blog');
  const loader = createRootLoader(fork());
  await navigate(loader, '/');
  expect(document.title).toBe(tab('Статьи о займах и финансах'));
  await navigate(loader, '/blog');
  await expect(navigate(loader, '/auth')).rejects.toMatchObject({ status: 302 });
  await navigate(loader, '/');
  expect(titlesShown).toEqual([tab('Статьи о займах и финансах'), tab('Блог'), tab('Статьи о займах и финансах')]);
});

test("a visit that starts on `/` in main mode keeps index.html's head (it is `/`'s); a return to `/` sets it", async () => {
  const loader = createRootLoader(fork());
  await navigate(loader, '/');
  expect(titlesShown).toEqual([]);
  expect(document.title).toBe(tab('Займы онлайн на карту'));
  await navigate(loader, '/auth');
  await navigate(loader, '/');
  expect(titlesShown).toEqual([tab('Вход'), tab('Займы онлайн на карту')]);
});

test('a head that arrives after the reader has gone on to another path is dropped', async () => {
  const showPageHead = createPageHeadStep();
  // Two navigations decided before the route heads arrive: only the latest path's head is shown.
  showPageHead('/auth', 'auth', 'main');
  showPageHead('/blog', 'blog', 'main');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(titlesShown).toEqual([tab('Блог')]);
});
