/** @jest-environment node */
import { allSettled, fork, serialize } from 'effector';
import type { LoaderFunctionArgs } from '@microloans/platform/router';
import { $tokens, ensureToken, loyaltySettingsQuery } from '@microloans/platform';
import { routeStepsApi } from './api';
import { setRuntimeConfig } from '../../shared/runtime/runtime-config';
import { createRootLoader } from './root-loader';
import { routeListsReadByServer } from './route-lists';

jest.mock('@microloans/platform', () => ({
  ...jest.requireActual('@microloans/platform'),
  ensureToken: jest.fn(() => Promise.resolve('anonym')),
}));
jest.mock('./api', () => ({ routeStepsApi: { redirects: jest.fn(), blockedRoutes: jest.fn() } }));
jest.mock('../../shared/analytics/install-counter', () => ({ reportPageView: jest.fn() }));
// No document here: the page's head is root-loader-page-head.test.ts's.
jest.mock('@microloans/shared-contracts/page-meta', () => ({ applyPageMeta: jest.fn(), applyRouteHead: jest.fn(), releasePageHead: jest.fn() }));

const redirects = jest.mocked(routeStepsApi.redirects);
const blockedRoutes = jest.mocked(routeStepsApi.blockedRoutes);

const navigate = (loader: ReturnType<typeof createRootLoader>, path: string) =>
  loader({ request: new Request(`http://127.0.0.1:3000${path}`), params: {}, context: undefined } as unknown as LoaderFunctionArgs);

/** The query layer looks in its cache before it sends a request: give it a few turns. */
async function waitUntil(condition: () => boolean) {
  for (let turn = 0; turn < 40 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

afterEach(() => jest.restoreAllMocks());

beforeAll(() => {
  setRuntimeConfig({ projectMode: 'main' } as Parameters<typeof setRuntimeConfig>[0]);
});

// First: the calls other tests leave unanswered on purpose would be joined by this one's.
test('a page the server drew takes over the lists the server read: the first run asks for neither and applies them; the next navigation refreshes them', async () => {
  // The server reads the lists into the page's state as it answers; the browser takes that state over.
  const onServer = fork();
  await allSettled(routeListsReadByServer, { scope: onServer, params: { redirects: [{ from: '/history', to: '/docs/privacy-agreement' }], blocked: { paths: ['/score'] } } });
  const scope = fork({ values: serialize(onServer) });
  redirects.mockClear();
  blockedRoutes.mockClear();
  redirects.mockResolvedValue([{ from: '/history', to: '/docs/privacy-agreement' }] as never);
  blockedRoutes.mockResolvedValue({ paths: ['/score'] } as never);

  const loader = createRootLoader(scope, { afterServerRender: true });
  await expect(navigate(loader, '/score')).rejects.toMatchObject({ init: { status: 404 } });
  await waitUntil(() => redirects.mock.calls.length > 0);
  expect([redirects.mock.calls.length, blockedRoutes.mock.calls.length]).toEqual([0, 0]);

  // A navigation inside the site, minutes later: the lists on the page apply at once and are refreshed.
  const later = Date.now() + 60_000;
  jest.spyOn(Date, 'now').mockImplementation(() => later);
  await expect(navigate(loader, '/history')).rejects.toMatchObject({ status: 302 });
  await waitUntil(() => redirects.mock.calls.length === 1);
  expect(redirects).toHaveBeenCalledTimes(1);
  redirects.mockReset();
  blockedRoutes.mockReset();
});

test('the first navigation waits for the server lists, asked for together; later ones use the lists on the page', async () => {
  jest.mocked(ensureToken).mockClear();
  let answerRedirects: (rules: unknown) => void = () => undefined;
  redirects.mockImplementationOnce(() => new Promise((resolve) => (answerRedirects = resolve)) as never);
  blockedRoutes.mockResolvedValue({ paths: ['/history'] } as never);
  const loader = createRootLoader(fork());

  const first = navigate(loader, '/score');
  await waitUntil(() => redirects.mock.calls.length === 1 && blockedRoutes.mock.calls.length === 1);
  // Both lists were asked for before either answered.
  expect(redirects).toHaveBeenCalledTimes(1);
  expect(blockedRoutes).toHaveBeenCalledTimes(1);
  answerRedirects([{ from: '/score', to: '/docs/privacy-agreement' }]);
  await expect(first).rejects.toMatchObject({ status: 302, headers: expect.any(Headers) });

  // Minutes later the lists are stale and the server takes its time: the next navigations use the
  // lists on the page and do not wait for the refresh.
  const later = Date.now() + 60_000;
  jest.spyOn(Date, 'now').mockImplementation(() => later);
  redirects.mockImplementation(() => new Promise(() => undefined) as never);
  blockedRoutes.mockImplementation(() => new Promise(() => undefined) as never);
  const started = performance.now();
  await expect(navigate(loader, '/score')).rejects.toMatchObject({ status: 302 });
  await expect(navigate(loader, '/history')).rejects.toMatchObject({ init: { status: 404 } });
  expect(performance.now() - started).toBeLessThan(500);
  // …while the refresh was asked for.
  await waitUntil(() => redirects.mock.calls.length === 2);
  expect(redirects).toHaveBeenCalledTimes(2);
});

test('the guards decide before the page renders: a borrower’s page without a session goes to sign-in; the loyalty pages ask for the programme’s settings as the navigation starts', async () => {
  redirects.mockResolvedValue([] as never);
  blockedRoutes.mockResolvedValue({ paths: [] } as never);
  await expect(navigate(createRootLoader(fork()), '/profile?tab=1')).rejects.toMatchObject({ status: 302 });
  const sentTo = await navigate(createRootLoader(fork()), '/profile?tab=1').catch((answer: Response) => answer.headers.get('Location'));
  expect(sentTo).toBe('/auth?to=%2Fprofile%3Ftab%3D1');

  const loyalty = jest.fn(() => Promise.resolve({ isActive: true }));
  const signedIn = fork({
    values: [[$tokens, { token: 't', refresh_token: 'r', anonym_token: null, anonym_refresh_token: null }]],
    handlers: [[loyaltySettingsQuery.__.executeFx, loyalty]],
  });
  await expect(navigate(createRootLoader(signedIn), '/loyalty')).resolves.toBeNull();
  await waitUntil(() => signedIn.getState(loyaltySettingsQuery.$data) !== null);
  expect(loyalty).toHaveBeenCalledTimes(1);
  expect(signedIn.getState(loyaltySettingsQuery.$data)).toMatchObject({ isActive: true });
});
