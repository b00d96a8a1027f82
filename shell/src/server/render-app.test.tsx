/** @jest-environment node */
import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import { $tokens, appErrorRaised, configureApi, createApiQuery, type AppError, type Tokens } from '@microloans/platform';
import { leftToBrowserDigest, type RemoteServerLoader, type RemoteServerModule } from '@microloans/shared-contracts/remotes';
import { setRuntimeConfig } from '../shared/runtime/runtime-config';
import { framedPages } from '../app/index-html';
import { setServerFramedPages } from '../app/page-frame-at';
import { isRouteErrorResponse } from '@microloans/platform/router';
import { routeListsReadByServer } from '../app/route-steps/route-lists';
import { pageRequestOf } from './page-request';
import { renderApp } from './render-app';
import { serverBudgets } from '@microloans/shared-contracts/server-budgets';

const anonymous: Tokens = { token: null, refresh_token: null, anonym_token: null, anonym_refresh_token: null };

// The API is not there: the blocked-routes list is missing, so nothing is blocked.
beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9', projectMode: 'main', analyticsCounterId: null, loggerUrl: null, version: 'test' });
  configureApi({ baseUrl: 'http://127.0.0.1:9', retryDelayMs: () => 0, timeoutMs: 200 });
  setServerFramedPages(framedPages);
});

/** A remote's page that shows what its data step put in the scope. */
const docText = createStore('', { sid: 'test.docText' });
const docLoaded = createEvent<string>();
docText.on(docLoaded, (_, text) => text);
function FakeDocPage() {
  return <article data-testid="fake-doc">{useUnit(docText)}</article>;
}

const blog = (module: RemoteServerModule, version = '2.0.0+t'): RemoteServerLoader =>
  (remote) => (remote === 'mf_blog' ? { version, module } : null);

async function render(url: string, loader: RemoteServerLoader, tokens: Tokens = anonymous) {
  const lines: string[] = [];
  const request = { ...pageRequestOf(new URL(url, 'http://site.test'), null, loader, 'main'), tokens };
  const rendered = await renderApp(request, fork({ values: [[$tokens, tokens]] }), (line) => lines.push(line));
  return { rendered, lines };
}

test('a remote’s page is drawn inside the shell’s layout, from the data its owner loaded into the page’s scope; the state goes with it', async () => {
  const { rendered, lines } = await render(
    '/docs/privacy-agreement',
    blog({
      pages: { './pages/Doc': FakeDocPage },
      preparePage: async (route, params, scope) => {
        await allSettled(docLoaded, { scope: scope as Scope, params: `${route}:${params.slug}` });
      },
    }),
  );
  if (rendered.kind !== 'page') throw new Error('expected a page');
  expect(rendered.status).toBe(200);
  expect(rendered.html).toContain('<header class="app-header">');
  expect(rendered.html).toMatch(/<article data-testid="fake-doc">docsSlug:privacy-agreement<\/article>/);
  // Rendered in full: no part left to the browser.
  expect(rendered.html).not.toContain('<!--$!-->');
  expect(rendered.state.scope['test.docText']).toBe('docsSlug:privacy-agreement');
  expect(rendered.state.loaderData).toEqual({ root: null, docsSlug: null });
  // The browser takes the page over with the version that drew it.
  expect(rendered.state.drawnWith).toEqual({ mf_blog: '2.0.0+t' });
  expect(lines).toEqual([]);
});

test('a remote without a server side, one that throws as it renders, one that fails to load, one built against a newer platform, and one that does not render the module leave their place to the browser; each failure is logged', async () => {
  const throwing = () => {
    throw new Error('boom');
  };
  const cases: Array<[RemoteServerLoader, RegExp]> = [
    // By design: nothing logged.
    [() => null, /^$/],
    [blog({ pages: { './pages/Doc': throwing } }), /\/docs\/privacy-agreement: drawn in the browser: boom \(drawing mf_blog 2\.0\.0\+t \.\/pages\/Doc\)/],
    [blog({ pages: {} }), /^$/],
    [() => { throw new Error('cannot load'); }, /mf_blog: its server side failed to load: Error: cannot load: \.\/pages\/Doc/],
    // Built against a platform this shell does not provide: refused before it runs, as in the browser.
    [
      (remote) => (remote === 'mf_blog' ? { version: '3.0.0+n', manifest: { shared: [{ name: '@microloans/platform', version: '9.0.0' }] }, module: { pages: { './pages/Doc': FakeDocPage } } } : null),
      /mf_blog 3\.0\.0\+n: built against platform 9\.0\.0; this shell provides 0\.0\.0: \.\/pages\/Doc/,
    ],
  ];
  for (const [loader, line] of cases) {
    const { rendered, lines } = await render('/docs/privacy-agreement', loader);
    if (rendered.kind !== 'page') throw new Error('expected a page');
    // The page still comes with its frame; the slot is the browser's (React's client-rendered boundary).
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('<header class="app-header">');
    expect(rendered.html).toContain('<!--$!-->');
    expect(lines.join('\n')).toMatch(line);
  }
});

test('a remote whose data step is slower than the budget is drawn with what it has, and logged', async () => {
  const { rendered, lines } = await render(
    '/docs/privacy-agreement',
    blog({ pages: { './pages/Doc': FakeDocPage }, preparePage: () => new Promise(() => undefined) }),
  );
  expect(rendered.kind === 'page' && rendered.html).toContain('<article data-testid="fake-doc"></article>');
  expect(lines.join('\n')).toMatch(/mf_blog 2\.0\.0\+t: \/docs\/privacy-agreement: page data slower than 800 ms/);
});

test('the visitor’s tokens decide the header but never travel in the state', async () => {
  const signedIn: Tokens = { token: 'user-secret-token', refresh_token: 'user-secret-refresh', anonym_token: 'anon-secret', anonym_refresh_token: 'anon-secret-refresh' };
  const anonymousPage = await render('/no/such/page', blog({}));
  const userPage = await render('/no/such/page', blog({}), signedIn);
  if (userPage.rendered.kind !== 'page' || anonymousPage.rendered.kind !== 'page') throw new Error('expected pages');
  expect(userPage.rendered.html).not.toEqual(anonymousPage.rendered.html);
  const everything = JSON.stringify(userPage.rendered) + userPage.lines.join('');
  expect(everything).not.toMatch(/secret/);
});

test('a path no route has is the 404 screen with status 404', async () => {
  const { rendered } = await render('/no/such/page', blog({}));
  expect(rendered).toMatchObject({ kind: 'page', status: 404 });
  expect(rendered.kind === 'page' && rendered.html).toContain('Страница просто не найдена');
});

test('a borrower’s page without a session, and the shop window without its application, are answered with the redirect their guards make', async () => {
  expect((await render('/profile?tab=1', blog({}))).rendered).toEqual({ kind: 'redirect', status: 302, location: '/auth?to=%2Fprofile%3Ftab%3D1' });
  expect((await render('/shopwindow?scenario=lead', blog({}))).rendered).toEqual({ kind: 'redirect', status: 302, location: '/confirmation?type=loans' });
  const signedIn: Tokens = { ...anonymous, token: 't' };
  expect((await render('/profile', blog({}), signedIn)).rendered).toMatchObject({ kind: 'page', status: 200 });
});

/** A page's data read through the query layer, as a real page does (the query library keeps a clock of its own). */
const fakeDocQuery = createApiQuery({ name: 'test.fakeDoc', handler: async (slug: string) => `текст ${slug}` });

test('the same page drawn twice is the same HTML and state (its ETag holds)', async () => {
  const loader = blog({
    pages: { './pages/Doc': FakeDocPage },
    preparePage: async (_route, params, scope) => {
      await allSettled(fakeDocQuery.start, { scope: scope as Scope, params: params.slug ?? '' });
    },
  });
  const first = await render('/docs/privacy-agreement', loader);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = await render('/docs/privacy-agreement', loader);
  expect(first.rendered.kind === 'page' && first.rendered.state.scope['ff.test.fakeDoc.$data']).toBe('текст privacy-agreement');
  expect(second.rendered).toEqual(first.rendered);
});

test('the HTML holds no script: nothing the page’s CSP would refuse, nothing to run before the app — also when a part is cut off by the budget', async () => {
  const { rendered } = await render('/blog', blog({ pages: { './pages/BlogFeed': FakeDocPage } }));
  expect(rendered.kind === 'page' && rendered.html).not.toMatch(/<script/i);
  const never = () => {
    throw new Promise(() => undefined);
  };
  const { rendered: cutOff, lines } = await render('/docs/privacy-agreement', blog({ pages: { './pages/Doc': never } }));
  if (cutOff.kind !== 'page') throw new Error('expected a page');
  expect(cutOff.html).toContain('<header class="app-header">');
  // Left to the browser: a pending boundary, drawn by the browser once the document has loaded.
  expect(cutOff.html).toContain('<!--$?-->');
  expect(cutOff.html).not.toMatch(/<script/i);
  expect(lines.join('\n')).toContain(`drawn in the browser: not finished in ${serverBudgets.renderMs} ms (drawing mf_blog 2.0.0+t ./pages/Doc)`);
});

test('a page whose data the API failed is sent without it (its place shows its loading state) and logged; «no such content» stays the 404 screen', async () => {
  const failing = (status: AppError['status']) =>
    blog({
      pages: { './pages/Doc': FakeDocPage },
      preparePage: async (_route, _params, scope) => {
        await allSettled(docLoaded, { scope: scope as Scope, params: 'half-read' });
        await allSettled(appErrorRaised, { scope: scope as Scope, params: { status } });
      },
    });
  const down = await render('/docs/privacy-agreement', failing(500));
  if (down.rendered.kind !== 'page') throw new Error('expected a page');
  expect(down.rendered.html).toContain('<article data-testid="fake-doc"></article>');
  expect(down.rendered.html).not.toContain('half-read');
  expect(down.rendered.state.scope['platform.$appError'] ?? null).toBeNull();
  expect(down.lines.join('\n')).toMatch(/\/docs\/privacy-agreement: page data failed \(500\): left to the browser/);

  const missing = await render('/docs/privacy-agreement', failing(404));
  if (missing.rendered.kind !== 'page') throw new Error('expected a page');
  expect(missing.rendered.html).toContain('Страница просто не найдена');
});

test('a place left to the browser on purpose carries the digest the browser’s hydration knows; a place that failed does not', async () => {
  const planned = await render('/docs/privacy-agreement', blog({ pages: {} }));
  expect(planned.rendered.kind === 'page' && planned.rendered.html).toContain(`data-dgst="${leftToBrowserDigest}"`);
  const failed = await render('/docs/privacy-agreement', blog({ pages: { './pages/Doc': () => { throw new Error('boom'); } } }));
  expect(failed.rendered.kind === 'page' && failed.rendered.html).toContain('<!--$!-->');
  expect(failed.rendered.kind === 'page' && failed.rendered.html).not.toContain(leftToBrowserDigest);
});

test('the owner words the head from the data its page was drawn with, in the same scope, after it was read', async () => {
  const { rendered } = await render(
    '/docs/privacy-agreement',
    blog({
      pages: { './pages/Doc': FakeDocPage },
      preparePage: async (_route, params, scope) => {
        await allSettled(docLoaded, { scope: scope as Scope, params: `Документ ${params.slug}` });
      },
      headFromPage: (route, params, scope) => ({ status: 200, title: `${route} ${params.slug}: ${(scope as Scope).getState(docText)}` }),
    }),
  );
  expect(rendered).toMatchObject({ kind: 'page', ownerHead: { status: 200, title: 'docsSlug privacy-agreement: Документ privacy-agreement' } });
  // A shell page has no owner to ask.
  expect((await render('/', blog({ headFromPage: () => ({ status: 404 }) }))).rendered).toMatchObject({ kind: 'page', ownerHead: null });
});

test('a route switched off is drawn as its 404 screen, and its error travels with the state so the browser hydrates that screen', async () => {
  const scope = fork({ values: [[$tokens, anonymous]] });
  await allSettled(routeListsReadByServer, { scope, params: { redirects: [], blocked: { paths: ['/score'] } } });
  const rendered = await renderApp(pageRequestOf(new URL('/score', 'http://site.test'), null, blog({}), 'main'), scope, () => undefined);
  if (rendered.kind !== 'page') throw new Error('expected a page');
  expect(rendered.status).toBe(404);
  expect(rendered.state.loaderData).not.toBeNull();
  const error = JSON.parse(JSON.stringify(rendered.state.routeErrors)) as Record<string, unknown>;
  expect(Object.values(error)).toEqual([expect.objectContaining({ status: 404, data: 'blocked', internal: false })]);
  // As the browser's router reads it back: still a route error response to the screen.
  expect(isRouteErrorResponse(Object.values(error)[0])).toBe(true);
});
