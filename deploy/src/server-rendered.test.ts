import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startPartServer, type RunningServer } from './server';
import { storeWithLiveShell } from './test-fixtures';

/**
 * The shell's web server forwards its pages and crawl files to the render host and adds the site's
 * headers; when the host fails or is away, a page is the static live page, as before it existed.
 */
const csp = { remoteOrigins: ['http://127.0.0.1:3002'], connectOrigins: ['http://127.0.0.1:4000'], scriptOrigins: [] };
let shell: RunningServer;
let renderer: Server;
let rendererUrl: string;
let mode: 'answers' | 'fails' | 'hangs' = 'answers';
let storeShellDir: string;
const asked: string[] = [];

beforeAll(async () => {
  const store = await storeWithLiveShell();
  storeShellDir = store.shellDir;
  renderer = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/__health') {
      // The render tier's health endpoint: it says back what it was sent.
      const body: Buffer[] = [];
      request.on('data', (chunk: Buffer) => body.push(chunk));
      request.on('end', () => response.writeHead(request.method === 'POST' ? 202 : 200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ method: request.method, body: Buffer.concat(body).toString() })));
      return;
    }
    if (mode === 'fails') return void response.writeHead(503).end();
    if (mode === 'hangs') return;
    if (request.url === '/robots.txt') return void response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('User-agent: *\n');
    const status = request.url?.startsWith('/no/') ? 404 : 200;
    const keeping = request.headers.cookie?.includes('token=') ? 'private, no-store' : 'no-cache';
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': keeping, ETag: 'W/"page"' }).end(`<title>отрисовано ${request.url}</title>`);
  });
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  rendererUrl = `http://127.0.0.1:${(renderer.address() as { port: number }).port}`;
  shell = await startPartServer({ root: store.shellDir, kind: 'shell', port: 0, corsOrigins: [], csp, renderer: rendererUrl });
});
afterAll(async () => {
  await shell.close();
  renderer.closeAllConnections();
  await new Promise((resolve) => renderer.close(resolve));
});
beforeEach(() => {
  mode = 'answers';
  asked.length = 0;
});

test('pages are the render host’s answers with their status, the page’s CSP and the site’s headers', async () => {
  const page = await fetch(`${shell.url}/auth?to=%2Fprofile`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(page.status).toBe(200);
  expect(await page.text()).toBe('<title>отрисовано /auth?to=%2Fprofile</title>');
  expect(page.headers.get('content-security-policy')).toContain("'sha256-abc='");
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('etag')).toBe('W/"page"');
  expect((await fetch(`${shell.url}/no/such/page`)).status).toBe(404);
  expect(await (await fetch(`${shell.url}/robots.txt`)).text()).toBe('User-agent: *\n');
  expect(asked).toEqual(['/auth?to=%2Fprofile', '/no/such/page', '/robots.txt']);
  // A signed-in visitor's page is theirs: the host's `private, no-store` goes out as it is.
  expect((await fetch(`${shell.url}/profile`, { headers: { Cookie: 'token=t' } })).headers.get('cache-control')).toBe('private, no-store');
});

test('compressed as nginx would, when the browser accepts it', async () => {
  const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    import('node:http').then(({ get }) =>
      get(`${shell.url}/auth`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
  });
  expect(raw.encoding).toBe('gzip');
  expect(gunzipSync(raw.body).toString()).toBe('<title>отрисовано /auth</title>');
});

test('files of the store are never asked of the render host; a version’s server side is never served', async () => {
  expect((await fetch(`${shell.url}/config.json`)).status).toBe(200);
  expect((await fetch(`${shell.url}/1.0.0+a/assets/main.js`)).status).toBe(200);
  expect((await fetch(`${shell.url}/1.0.0+a/server/index.js`)).status).toBe(404);
  expect(asked).toEqual([]);
});

test('a failing render host leaves the page to the static live page, and robots.txt to a 404', async () => {
  mode = 'fails';
  const page = await fetch(`${shell.url}/auth`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>shell 1.0.0+a</title>');
  expect((await fetch(`${shell.url}/robots.txt`)).status).toBe(404);
});

test('so does a render host slower than the budget', async () => {
  mode = 'hangs';
  const impatient = await startPartServer({ root: storeShellDir, kind: 'shell', port: 0, corsOrigins: [], csp, renderer: rendererUrl, rendererTimeout: 100 });
  try {
    const started = Date.now();
    const page = await fetch(`${impatient.url}/profile`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<title>shell 1.0.0+a</title>')]);
    expect(Date.now() - started).toBeLessThan(2000);
  } finally {
    await impatient.close();
  }
});

test('so does a render host that is away', async () => {
  const alone = await startPartServer({ root: storeShellDir, kind: 'shell', port: 0, corsOrigins: [], csp, renderer: 'http://127.0.0.1:9' });
  try {
    const page = await fetch(`${alone.url}/profile`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<title>shell 1.0.0+a</title>')]);
  } finally {
    await alone.close();
  }
});

test('/__health is the render tier’s, as nginx forwards it: a beacon in, the figures out, never kept; a body bigger than a beacon stops here', async () => {
  const beacon = await fetch(`${shell.url}/__health`, { method: 'POST', body: '{"reports":[]}', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  expect([beacon.status, beacon.headers.get('cache-control'), await beacon.json()]).toEqual([202, 'no-store', { method: 'POST', body: '{"reports":[]}' }]);
  const figures = await fetch(`${shell.url}/__health`);
  expect([figures.status, await figures.json()]).toEqual([200, { method: 'GET', body: '' }]);
  expect((await fetch(`${shell.url}/__health`, { method: 'POST', body: 'x'.repeat(10_000) })).status).toBe(413);
  // With no render tier to ask, nothing answers for it.
  const away = await startPartServer({ root: storeShellDir, kind: 'shell', port: 0, corsOrigins: [], csp, renderer: 'http://127.0.0.1:9' });
  try {
    expect((await fetch(`${away.url}/__health`, { method: 'POST', body: '{}' })).status).toBe(503);
  } finally {
    await away.close();
  }
});
