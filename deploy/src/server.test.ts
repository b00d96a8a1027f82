import { writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startPartServer, type RunningServer } from './server';
import { fakeBuild, storeWithLiveShell } from './test-fixtures';

const csp = { remoteOrigins: ['http://127.0.0.1:3002'], connectOrigins: ['http://127.0.0.1:4000'], scriptOrigins: [] };
let shell: RunningServer;
let remote: RunningServer;

beforeAll(async () => {
  const store = await storeWithLiveShell();
  const build = await fakeBuild('mf-cabinet', '1.0.0+b');
  await writeFile(path.join(build, 'assets', 'big.js'), 'x'.repeat(4000));
  await writeFile(path.join(build, 'assets', 'big.js.gz'), gzipSync('x'.repeat(4000)));
  await store.publish('mf-cabinet', '1.0.0+b', build);
  shell = await startPartServer({ root: store.shellDir, kind: 'shell', port: 0, corsOrigins: [], csp });
  remote = await startPartServer({ root: store.partDir('mf-cabinet'), kind: 'remote', port: 0, corsOrigins: ['http://127.0.0.1:3000'], csp });
});
afterAll(async () => {
  await shell.close();
  await remote.close();
});

/** A plain GET (fetch adds `Cache-Control: no-cache` to conditional requests, as browsers' reloads do). */
const conditionalGet = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

test('the live page and the runtime files revalidate; an unchanged one is a 304', async () => {
  for (const file of ['/', '/config.json', '/latest.json']) {
    const first = await fetch(`${shell.url}${file}`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    const modified = first.headers.get('last-modified');
    expect(etag).toBeTruthy();
    expect(modified).toBeTruthy();
    expect(await conditionalGet(`${shell.url}${file}`, { 'If-None-Match': etag! })).toBe(304);
    expect(await conditionalGet(`${shell.url}${file}`, { 'If-Modified-Since': modified! })).toBe(304);
    expect(await conditionalGet(`${shell.url}${file}`, { 'If-None-Match': 'W/"other"' })).toBe(200);
  }
});

test('a published version is immutable; its precompressed copy goes out when accepted', async () => {
  const plain = await fetch(`${remote.url}/1.0.0+b/assets/big.js`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(plain.headers.get('content-encoding')).toBeNull();
  const gzip = await fetch(`${remote.url}/1.0.0+b/assets/big.js`, { headers: { 'Accept-Encoding': 'gzip' }, decompress: false } as RequestInit);
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(gzip.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
});

test('paths: the app for pages (dotted ones too), 404 for a missing asset or a dotfile', async () => {
  for (const page of ['/profile', '/r/ivan.petrov', '/no/such.page']) {
    const response = await fetch(`${shell.url}${page}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('shell 1.0.0+a');
  }
  for (const asset of ['/missing.js', '/x.css', '/x.woff2', '/1.0.0+a/.published']) expect((await fetch(`${shell.url}${asset}`)).status).toBe(404);
  // A remote's standalone page answers its deep links inside its version.
  expect(await (await fetch(`${remote.url}/1.0.0+b/auth/recovery`)).text()).toContain('mf-cabinet 1.0.0+b');
  expect((await fetch(`${remote.url}/auth`)).status).toBe(404);
});

test('CORS only for the shell origins; security headers everywhere; the page has its CSP', async () => {
  const allowed = await fetch(`${remote.url}/1.0.0+b/mf-manifest.json`, { headers: { Origin: 'http://127.0.0.1:3000' } });
  expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  const foreign = await fetch(`${remote.url}/1.0.0+b/mf-manifest.json`, { headers: { Origin: 'https://evil.example' } });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  expect(foreign.headers.get('x-content-type-options')).toBe('nosniff');

  const page = await fetch(`${shell.url}/`);
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('content-security-policy')).toBe(
    "default-src 'self'; script-src 'self' 'sha256-abc=' http://127.0.0.1:3002; connect-src 'self' http://127.0.0.1:3002 http://127.0.0.1:4000; " +
      "style-src 'self' 'unsafe-inline' http://127.0.0.1:3002; img-src 'self' data: https: http://127.0.0.1:3002; font-src 'self' data:; " +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  expect((await fetch(`${shell.url}/`, { method: 'POST' })).status).toBe(405);
});

test('a page the render host keeps per cookie (a canary running) leaves with Vary: Cookie, as nginx passes it on; others vary by encoding only', async () => {
  // The render host's word: `Vary: Cookie` while a canary runs on a remote the page uses (render-host.ts keepingHeaders).
  const renderer = createServer((request, response) => {
    const canaryRuns = request.url === '/blog';
    response.writeHead(request.headers['if-none-match'] === 'W/"page"' ? 304 : 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ETag: 'W/"page"',
      ...(canaryRuns ? { Vary: 'Cookie' } : {}),
    });
    response.end(request.headers['if-none-match'] ? undefined : `<title>${request.url}</title>`);
  });
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  const front = await startPartServer({ root: (await storeWithLiveShell()).shellDir, kind: 'shell', port: 0, corsOrigins: [], csp, renderer: `http://127.0.0.1:${(renderer.address() as AddressInfo).port}` });
  try {
    const varies = (response: Response) => response.headers.get('vary')?.split(/,\s*/).sort();
    const canaryPage = await fetch(`${front.url}/blog`, { headers: { Cookie: 'cid=0001' } });
    expect([canaryPage.status, await canaryPage.text(), varies(canaryPage)]).toEqual([200, '<title>/blog</title>', ['Accept-Encoding', 'Cookie']]);
    const unchanged = await fetch(`${front.url}/blog`, { headers: { Cookie: 'cid=0001', 'If-None-Match': 'W/"page"' } });
    expect([unchanged.status, varies(unchanged)]).toEqual([304, ['Accept-Encoding', 'Cookie']]);
    const plainPage = await fetch(`${front.url}/auth`);
    expect([plainPage.status, varies(plainPage)]).toEqual([200, ['Accept-Encoding']]);
  } finally {
    await front.close();
    renderer.closeAllConnections();
    await new Promise((resolve) => renderer.close(resolve));
  }
});
