/** @jest-environment node */
import { createPageServer, hintsOf, sitemapFreshMs } from './index';

/** An API whose lists answer from `lists`, counting the feed's reads. */
function listApi(lists: { posts: string[] }, failing = { now: false }) {
  let feedReads = 0;
  const send = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (failing.now) return new Response('{}', { status: 503 });
    switch (url.pathname) {
      case '/auth/anonym':
        return Response.json({ token: 't', refresh_token: 'r' });
      case '/blog/categories':
        return Response.json({ categories: [{ slug: 'bezopasnost' }] });
      case '/blog/posts': {
        feedReads += 1;
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const posts = lists.posts.slice((page - 1) * limit, page * limit).map((slug) => ({ slug }));
        return Response.json({ posts, total: lists.posts.length, page, limit });
      }
      case '/docs':
        return Response.json({ docs: [{ slug: 'privacy-agreement' }] });
      case '/ll':
        return Response.json({ pages: [{ slug: 'zaim-na-kartu' }] });
      default:
        return new Response('{}', { status: 404 });
    }
  }) as typeof fetch;
  return { send, feedReads: () => feedReads };
}

const options = { apiBaseUrl: 'http://127.0.0.1:4000', projectMode: 'main' as const, origin: 'https://example.ru' };

test('the sitemap holds every post, read page by page, and is built again only after a while', async () => {
  const lists = { posts: Array.from({ length: 120 }, (_, index) => `post-${index}`) };
  const api = listApi(lists);
  const server = createPageServer({ ...options, fetch: api.send });
  const first = await server.sitemap(0);
  expect(first).toMatchObject({ status: 200, contentType: 'application/xml; charset=utf-8' });
  expect(first.body.match(/<url>/g)).toHaveLength(5 + 1 + 120 + 1 + 1);
  expect(first.body).toContain('<loc>https://example.ru/blog/post-119</loc>');
  expect(api.feedReads()).toBe(3);

  lists.posts.push('post-new');
  expect((await server.sitemap(sitemapFreshMs - 1)).body).not.toContain('post-new');
  expect((await server.sitemap(sitemapFreshMs + 1)).body).toContain('<loc>https://example.ru/blog/post-new</loc>');
});

test('a sitemap that could not be built is not kept: the next request builds it', async () => {
  const failing = { now: true };
  const server = createPageServer({ ...options, fetch: listApi({ posts: ['a'] }, failing).send });
  await expect(server.sitemap(0)).rejects.toThrow();
  failing.now = false;
  await expect(server.sitemap(1)).resolves.toMatchObject({ status: 200 });
});

const indexHtml = '<html><head><title>x</title></head></html>';
const noRemoteServers = () => null;
const apiAway = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;

test('a page is the live index.html with its head and status; robots.txt is plain text', async () => {
  const server = createPageServer({ ...options, fetch: apiAway });
  const page = await server.page({ url: '/no/such/page?x=1', indexHtml, remoteServer: noRemoteServers });
  expect(page).toMatchObject({ status: 404, contentType: 'text/html; charset=utf-8' });
  expect(page.body).toContain('<title>Страница не найдена — Микрозаймы онлайн</title>');
  // A page that does not exist names no address of its own.
  expect(page.body).not.toContain('canonical');
  expect((await server.page({ url: '/auth?to=/profile', indexHtml, remoteServer: noRemoteServers })).body).toContain('<link rel="canonical" href="https://example.ru/auth" />');
  expect(server.robots()).toMatchObject({ status: 200, contentType: 'text/plain; charset=utf-8' });
});

test('a server-defined redirect to a path of the site is answered as an HTTP redirect; the rules are read once for many pages', async () => {
  let reads = 0;
  const send = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/auth/anonym') return Response.json({ token: 't', refresh_token: 'r' });
    if (url.pathname === '/redirects') {
      reads += 1;
      return Response.json([{ from: '/old', to: '/docs/privacy-agreement', permanent: true }]);
    }
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  const server = createPageServer({ ...options, fetch: send });
  expect(await server.page({ url: '/old', indexHtml, remoteServer: noRemoteServers })).toMatchObject({ status: 301, location: '/docs/privacy-agreement' });
  expect(await server.page({ url: '/auth', indexHtml, remoteServer: noRemoteServers })).toMatchObject({ status: 200 });
  expect(reads).toBe(1);
});

test('when the rules cannot be read, nothing is redirected and the page goes out', async () => {
  const send = (async (input: RequestInfo | URL) =>
    new URL(String(input)).pathname === '/auth/anonym' ? Response.json({ token: 't', refresh_token: 'r' }) : new Response('{}', { status: 503 })) as typeof fetch;
  const server = createPageServer({ ...options, fetch: send });
  expect(await server.page({ url: '/old', indexHtml, remoteServer: noRemoteServers })).toMatchObject({ status: 404 });
});

test('a page’s owner is given the visitor’s hints alone, never a token', () => {
  expect(hintsOf('token=t; refresh_token=r; application_step=2; cid=c')).toEqual({ applicationStep: '2' });
  expect(hintsOf('token=t')).toEqual({});
  expect(hintsOf(null)).toEqual({});
});
