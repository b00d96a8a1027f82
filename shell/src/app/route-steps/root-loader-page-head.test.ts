/** @jest-environment node */
import { fork } from 'effector';
import { $tokens } from '@microloans/platform';
import type { LoaderFunctionArgs } from '@microloans/platform/router';
import { applyRouteHead, releasePageHead } from '@microloans/shared-contracts/page-meta';
import { routeStepsApi } from './api';
import { setRuntimeConfig } from '../../shared/runtime/runtime-config';
import { createPageHeadStep } from './page-head';
import { createRootLoader } from './root-loader';

jest.mock('@microloans/platform', () => ({
  ...jest.requireActual('@microloans/platform'),
  ensureToken: jest.fn(() => Promise.resolve('anonym')),
}));
jest.mock('./api', () => ({ routeStepsApi: { redirects: jest.fn(), blockedRoutes: jest.fn() } }));
jest.mock('../../shared/analytics/install-counter', () => ({ reportPageView: jest.fn() }));
jest.mock('@microloans/shared-contracts/page-meta', () => ({ applyRouteHead: jest.fn(), releasePageHead: jest.fn() }));

const applied = jest.mocked(applyRouteHead);
const released = jest.mocked(releasePageHead);

/** One navigation's route steps, and the route heads they load on demand. */
async function navigate(loader: ReturnType<typeof createRootLoader>, path: string) {
  try {
    return await loader({ request: new Request(`http://127.0.0.1:3000${path}`), params: {}, context: undefined } as unknown as LoaderFunctionArgs);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const appliedTitles = () => applied.mock.calls.map(([, meta]) => meta.title);

function projectMode(mode: 'main' | 'blog') {
  setRuntimeConfig({ projectMode: mode } as Parameters<typeof setRuntimeConfig>[0]);
}

beforeEach(() => {
  applied.mockClear();
  released.mockClear();
  projectMode('main');
  jest.mocked(routeStepsApi.redirects).mockResolvedValue([{ from: '/promo', to: '/blog' }] as never);
  jest.mocked(routeStepsApi.blockedRoutes).mockResolvedValue({ paths: ['/score'] } as never);
});

test("each navigation to another path sets that route's title and description, and drops the page before's preview tags", async () => {
  const loader = createRootLoader(fork());
  await navigate(loader, '/auth');
  expect(applied).toHaveBeenLastCalledWith('/auth', {
    title: 'Вход',
    description: expect.stringMatching(/\S/),
    openGraph: null,
  });
  await navigate(loader, '/auth/registration');
  await navigate(loader, '/blog/category/bezopasnost');
  await navigate(loader, '/blog/search?q=займ');
  await navigate(loader, '/blog/kak-vybrat-mikrozaim');
  await navigate(loader, '/docs/privacy-agreement');
  expect(appliedTitles()).toEqual(['Вход', 'Регистрация', 'Рубрика блога', 'Поиск по блогу', 'Статья', 'Документ']);
});

test("a new path first releases the page before's own head, then the route's head is applied for that path", async () => {
  // A borrower's page: the visitor is signed in (the guards would send them to sign-in).
  const loader = createRootLoader(fork({ values: [[$tokens, { token: 't', refresh_token: 'r', anonym_token: null, anonym_refresh_token: null }]] }));
  let answerRedirects: (rules: unknown) => void = () => undefined;
  jest.mocked(routeStepsApi.redirects).mockImplementationOnce(() => new Promise((resolve) => (answerRedirects = resolve)) as never);
  const going = navigate(loader, '/history');
  await new Promise((resolve) => setTimeout(resolve, 10));
  answerRedirects([]);
  await expect(going).resolves.toBeNull();
  expect(appliedTitles()).toEqual(['История заявок']);
  expect(released).toHaveBeenCalledTimes(1);
  expect(released.mock.invocationCallOrder[0]).toBeLessThan(applied.mock.invocationCallOrder[0]!);
  expect(applied.mock.calls[0]?.[0]).toBe('/history');
});

test('a navigation that does not render its page leaves the head to the page that does', async () => {
  const loader = createRootLoader(fork());
  // A server redirect from a path that is no route: no «Страница не найдена» on the way.
  await expect(navigate(loader, '/promo')).rejects.toMatchObject({ status: 302 });
  // A switched-off route: the error screen sets its own («Страница не найдена»).
  await expect(navigate(loader, '/score')).rejects.toMatchObject({ init: { status: 404 } });
  expect(applied).not.toHaveBeenCalled();
  await navigate(loader, '/blog');
  expect(appliedTitles()).toEqual(['Блог']);
});

test("a new query on the same page keeps the page's own head; a new path sets the route's again", async () => {
  const loader = createRootLoader(fork());
  await navigate(loader, '/blog/search?q=кредит');
  await navigate(loader, '/blog/search?q=займ');
  await navigate(loader, '/blog/search');
  expect(appliedTitles()).toEqual(['Поиск по блогу']);
  await navigate(loader, '/blog');
  await navigate(loader, '/blog/search?q=займ');
  expect(appliedTitles()).toEqual(['Поиск по блогу', 'Блог', 'Поиск по блогу']);
});

test('a path that is no route gets the 404 head; a referral link leaves it to the page it lands on', async () => {
  const loader = createRootLoader(fork());
  await navigate(loader, '/no/such/page');
  expect(applied).toHaveBeenLastCalledWith('/no/such/page', { title: 'Страница не найдена', description: expect.stringMatching(/\S/), openGraph: null });
  await expect(navigate(loader, '/r/FRIEND42')).rejects.toMatchObject({ status: 302 });
  expect(appliedTitles()).toEqual(['Страница не найдена']);
  await navigate(loader, '/');
  expect(appliedTitles()).toEqual(['Страница не найдена', 'Займы онлайн на карту']);
});

test("blog mode: `/` is the blog's main page with its own head; a lending route goes there", async () => {
  projectMode('blog');
  const loader = createRootLoader(fork());
  await navigate(loader, '/');
  expect(appliedTitles()).toEqual(['Статьи о займах и финансах']);
  await navigate(loader, '/blog');
  await expect(navigate(loader, '/auth')).rejects.toMatchObject({ status: 302 });
  await navigate(loader, '/');
  expect(appliedTitles()).toEqual(['Статьи о займах и финансах', 'Блог', 'Статьи о займах и финансах']);
});

test("a visit that starts on `/` in main mode keeps index.html's head (it is `/`'s) and loads no route heads; a return to `/` sets it", async () => {
  const loader = createRootLoader(fork());
  await navigate(loader, '/');
  expect(applied).not.toHaveBeenCalled();
  await navigate(loader, '/auth');
  await navigate(loader, '/');
  expect(appliedTitles()).toEqual(['Вход', 'Займы онлайн на карту']);
});

test('a head that arrives after the reader has gone on to another path is dropped', async () => {
  const showPageHead = createPageHeadStep();
  // Two navigations decided before the route heads arrive: only the latest path's head is written.
  showPageHead('/auth', 'auth', 'main');
  showPageHead('/blog', 'blog', 'main');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(applied.mock.calls.map(([path]) => path)).toEqual(['/blog']);
});
