/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageServer, sitemapFreshMs } from './index';
import type { RemotePageHead, RemoteServerLoader } from '@microloans/shared-contracts/remotes';
import { serverBudgets } from '@microloans/shared-contracts/server-budgets';
import { hintsOf } from './page-request';

/** What the test API answers for a path (its query aside): a JSON body, or a status alone. */
type Route = (url: URL) => unknown;
/** A path the API never answers. */
const hangs: Route = () => undefined;
let routes: Record<string, Route> = {};
let failing = false;
const asked: string[] = [];
let api: Server;
let apiBaseUrl = '';

// The render process reaches the API through the platform's one client: a real HTTP API on loopback.
beforeAll(async () => {
  api = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.test');
    asked.push(url.pathname);
    const route = routes[url.pathname];
    if (route === hangs) return;
    if (url.pathname === '/auth/anonym') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ token: 't', refresh_token: 'r' }));
    if (failing || !route) return void response.writeHead(failing ? 503 : 404, { 'Content-Type': 'application/json' }).end('{}');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(route(url)));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  routes = {};
  failing = false;
  asked.length = 0;
});

/** The lists the sitemap is built from, the feed paged as the API pages it. */
function listRoutes(lists: { posts: string[] }): Record<string, Route> {
  return {
    '/blog/categories': () => ({ categories: [{ slug: 'bezopasnost' }] }),
    '/blog/posts': (url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return { posts: lists.posts.slice((page - 1) * limit, page * limit).map((slug) => ({ slug })), total: lists.posts.length, page, limit };
    },
    '/docs': () => ({ docs: [{ slug: 'privacy-agreement' }] }),
    '/ll': () => ({ pages: [{ slug: 'zaim-na-kartu' }] }),
  };
}

const options = () => ({ apiBaseUrl, projectMode: 'main' as const, origin: 'https://example.ru' });

test('the sitemap holds every post, read page by page, and is built again only after a while', async () => {
  const lists = { posts: Array.from({ length: 120 }, (_, index) => `post-${index}`) };
  routes = listRoutes(lists);
  const server = createPageServer(options());
  const first = await server.sitemap(0);
  expect(first).toMatchObject({ status: 200, contentType: 'application/xml; charset=utf-8' });
  expect(first.body.match(/<url>/g)).toHaveLength(5 + 1 + 120 + 1 + 1);
  expect(first.body).toContain('<loc>https://example.ru/blog/post-119</loc>');
  expect(asked.filter((path) => path === '/blog/posts')).toHaveLength(3);

  lists.posts.push('post-new');
  expect((await server.sitemap(sitemapFreshMs - 1)).body).not.toContain('post-new');
  expect((await server.sitemap(sitemapFreshMs + 1)).body).toContain('<loc>https://example.ru/blog/post-new</loc>');
});

test('a sitemap that could not be built is not kept: the next request builds it', async () => {
  routes = listRoutes({ posts: ['a'] });
  failing = true;
  const server = createPageServer(options());
  await expect(server.sitemap(0)).rejects.toBeTruthy();
  failing = false;
  await expect(server.sitemap(1)).resolves.toMatchObject({ status: 200 });
});

const indexHtml = '<html><head><title>x</title></head></html>';
const noRemoteServers = () => null;

test('a page is the live index.html with its head and status; robots.txt is plain text', async () => {
  const server = createPageServer(options());
  const page = await server.page({ url: '/no/such/page?x=1', indexHtml, remoteServer: noRemoteServers });
  expect(page).toMatchObject({ status: 404, contentType: 'text/html; charset=utf-8' });
  expect(page.body).toContain('<title>Страница не найдена — Микрозаймы онлайн</title>');
  // A page that does not exist names no address of its own.
  expect(page.body).not.toContain('canonical');
  expect((await server.page({ url: '/auth?to=/profile', indexHtml, remoteServer: noRemoteServers })).body).toContain('<link rel="canonical" href="https://example.ru/auth" />');
  expect(server.robots()).toMatchObject({ status: 200, contentType: 'text/plain; charset=utf-8' });
});

test('a server-defined redirect to a path of the site is answered as an HTTP redirect; a switched-off route is a 404; both lists are read once for many pages', async () => {
  routes = { '/redirects': () => [{ from: '/old', to: '/docs/privacy-agreement', permanent: true }], '/routes/blacklist': () => ({ paths: ['/history'] }) };
  const server = createPageServer(options());
  expect(await server.page({ url: '/old', indexHtml, remoteServer: noRemoteServers })).toMatchObject({ status: 301, location: '/docs/privacy-agreement' });
  const page = await server.page({ url: '/auth', indexHtml: '<html><head><title>x</title></head><body><div id="root"><div class="boot">Загрузка</div></div></body></html>', remoteServer: noRemoteServers });
  expect(page).toMatchObject({ status: 200 });
  expect(await server.page({ url: '/history', indexHtml, remoteServer: noRemoteServers })).toMatchObject({ status: 404 });
  expect(asked.filter((path) => path === '/redirects' || path === '/routes/blacklist')).toEqual(['/redirects', '/routes/blacklist']);
  // The rules the page was answered by travel in its state: the browser applies them without asking.
  const state = JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(page.body)?.[1] ?? 'null') as { scope: Record<string, unknown> } | null;
  expect(state?.scope['shell.routeListsReadByServer']).toEqual({ redirects: [{ from: '/old', to: '/docs/privacy-agreement', permanent: true }], blocked: { paths: ['/history'] } });
});

test('when the rules cannot be read, nothing is redirected and the page goes out', async () => {
  failing = true;
  const server = createPageServer(options());
  expect(await server.page({ url: '/old', indexHtml, remoteServer: noRemoteServers })).toMatchObject({ status: 404 });
});

test('a page’s owner is given the visitor’s hints alone, never a token', () => {
  expect(hintsOf('token=t; refresh_token=r; application_step=2; cid=c')).toEqual({ applicationStep: '2' });
  expect(hintsOf('token=t')).toEqual({});
  expect(hintsOf(null)).toEqual({});
});

test('an API that does not answer the route’s lists holds the page no longer than their budget, and nothing is redirected', async () => {
  routes = { '/redirects': hangs };
  const server = createPageServer(options());
  const started = Date.now();
  expect(await server.page({ url: '/old', indexHtml, remoteServer: noRemoteServers })).toMatchObject({ status: 404 });
  expect(Date.now() - started).toBeLessThan(serverBudgets.routeListsMs + 400);
});

test('the page’s owner decides its status and words its head from the data it drew the page with (read once); its picture is made an address of the site', async () => {
  const reads: string[] = [];
  const owner = (head: RemotePageHead): RemoteServerLoader => (remote) =>
    remote === 'mf_blog'
      ? {
          version: '1.0.0+t',
          module: {
            preparePage: async (_route, params) => void reads.push(params.slug ?? ''),
            headFromPage: () => head,
          },
        }
      : null;
  const server = createPageServer(options());
  const post = await server.page({ url: '/blog/kak-vybrat', indexHtml, remoteServer: owner({ status: 200, title: 'Как выбрать', openGraph: { type: 'article', image: '/c.png' } }) });
  expect(post.status).toBe(200);
  expect(post.body).toContain('<title>Как выбрать — Микрозаймы онлайн</title>');
  expect(post.body).toContain('<meta property="og:image" content="https://example.ru/c.png" />');
  expect(reads).toEqual(['kak-vybrat']);
  const missing = await server.page({ url: '/blog/no-such-post', indexHtml, remoteServer: owner({ status: 404 }) });
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('<title>Страница не найдена — Микрозаймы онлайн</title>');
});
