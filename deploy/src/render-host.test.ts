import fs, { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames } from '@microloans/shared-contracts/remotes';
import { sriOf } from './integrity';
import { startRenderHost } from './render-host';
import type { ReleaseStore } from './release-store';
import type { RunningServer } from './server';
import { deployBlog, fakeBuild, temporaryStore } from './test-fixtures';

/**
 * A shell version's server side as the render host loads it (`<version>/server/index.js`); this
 * stand-in says which version answered, and fails when its page asks it to.
 */
const serverSide = (version: string) => `
exports.createPageServer = (options) => ({
  page: async ({ url, indexHtml, remoteServer }) => {
    if (url.startsWith('/throws')) throw new Error('учения: отрисовка упала');
    const owner = url.startsWith('/blog/') ? remoteServer('mf_blog') : null;
    const said = owner ? owner.module.headFromPage('blogArticle', { slug: url.slice('/blog/'.length) }).title : '';
    return { status: url.startsWith('/no/') ? 404 : 200, contentType: 'text/html; charset=utf-8', body: indexHtml.replace('</title>', ' ${version} ' + url + ' ' + options.origin + said + '</title>') };
  },
  robots: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'User-agent: *\\n' }),
  sitemap: async () => ({ status: 200, contentType: 'application/xml; charset=utf-8', body: '<urlset/>' }),
});
`;

async function publishShell(store: ReleaseStore, version: string) {
  const build = await fakeBuild('shell', version);
  await mkdir(path.join(build, 'server'));
  await writeFile(path.join(build, 'server', 'index.js'), serverSide(version));
  await store.publish('shell', version, build);
  await store.putShellLive(version);
}

let store: ReleaseStore;
let host: RunningServer;

beforeAll(async () => {
  store = await temporaryStore();
  await writeFile(path.join(store.root, 'placeholder'), '');
  await publishShell(store, '1.0.0+a');
  await writeFile(path.join(store.shellDir, 'config.json'), JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:4000', projectMode: 'main' }));
  host = await startRenderHost({ shellDir: store.shellDir, port: 0, publicOrigin: 'https://example.ru' });
});
afterAll(() => host.close());

test('a page is the live version’s answer, with its status, for the site’s public address', async () => {
  const page = await fetch(`${host.url}/auth?to=%2Fprofile`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(await page.text()).toContain('1.0.0+a /auth?to=%2Fprofile https://example.ru</title>');
  expect((await fetch(`${host.url}/no/such/page`)).status).toBe(404);
  expect(await (await fetch(`${host.url}/robots.txt`)).text()).toBe('User-agent: *\n');
  expect((await fetch(`${host.url}/sitemap.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8');
});

test('an unchanged page is a 304; HEAD has no body; only GET and HEAD', async () => {
  const first = await fetch(`${host.url}/auth`);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers.get('last-modified')).toBeTruthy();
  expect((await fetch(`${host.url}/auth`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  const head = await fetch(`${host.url}/auth`, { method: 'HEAD' });
  expect([head.status, await head.text()]).toEqual([200, '']);
  expect((await fetch(`${host.url}/auth`, { method: 'POST' })).status).toBe(405);
});

test('a shell release changes the answers at once, without restarting the host; a rollback too', async () => {
  await publishShell(store, '1.1.0+b');
  expect(await (await fetch(`${host.url}/`)).text()).toContain('1.1.0+b /');
  await store.putShellLive('1.0.0+a');
  expect(await (await fetch(`${host.url}/`)).text()).toContain('1.0.0+a /');
});

/** mf-blog's server side at `version`: its heads say which version answered. */
async function publishBlog(version: string, { browserEntry = true } = {}) {
  const build = await fakeBuild('mf-blog', version);
  if (browserEntry) await writeFile(path.join(build, 'remoteEntry.js'), '');
  await mkdir(path.join(build, 'server'));
  await writeFile(path.join(build, 'server', 'index.js'), `exports.headFromPage = (route, params) => ({ status: 200, title: '${version} ' + route + ' ' + params.slug });`);
  await store.publish('mf-blog', version, build);
}

test('a page’s owner is asked at the version this visitor is served: the canary for a cid in its share, else the live one', async () => {
  await publishBlog('1.0.0+live');
  await publishBlog('1.1.0+canary');
  const deployment = { version: '1.0.0+live', entry: 'http://127.0.0.1:3003/1.0.0+live/mf-manifest.json', previous: null, integrity: await store.versionIntegrity('mf-blog', '1.0.0+live') };
  const others = Object.fromEntries(remoteNames.map((name) => [name, deployment]));
  const canary = { version: '1.1.0+canary', entry: 'x', percent: 100, integrity: await store.versionIntegrity('mf-blog', '1.1.0+canary') };
  await writeFile(path.join(store.shellDir, 'remotes.json'), JSON.stringify({ ...others, mf_blog: { ...deployment, canary } }));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const live = await fetch(`${host.url}/blog/some-post`);
  expect(await live.text()).toContain('1.0.0+live blogArticle some-post');
  // Visitors differ by their cid while the canary runs: the micro-cache keeps a page per cookie.
  expect([live.headers.get('x-accel-expires'), live.headers.get('vary')]).toEqual(['1', 'Cookie']);
  expect(await (await fetch(`${host.url}/blog/some-post`, { headers: { Cookie: 'theme=x; cid=visitor-1' } })).text()).toContain('1.1.0+canary blogArticle some-post');
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});

test('a version whose browser files never made it to the store (a botched upload) is not drawn: the server draws the previous one, which the browser falls back to', async () => {
  await publishBlog('1.2.0+botched', { browserEntry: false });
  const deployment = { version: '1.0.0+live', entry: 'http://127.0.0.1:3003/1.0.0+live/mf-manifest.json', previous: null, integrity: await store.versionIntegrity('mf-blog', '1.0.0+live') };
  const others = Object.fromEntries(remoteNames.map((name) => [name, deployment]));
  const botched = {
    version: '1.2.0+botched',
    entry: 'http://127.0.0.1:3003/1.2.0+botched/mf-manifest.json',
    previous: deployment.entry,
    previousVersion: '1.0.0+live',
    previousIntegrity: deployment.integrity,
  };
  await writeFile(path.join(store.shellDir, 'remotes.json'), JSON.stringify({ ...others, mf_blog: botched }));
  expect(await (await fetch(`${host.url}/blog/botched-post`)).text()).toContain('1.0.0+live blogArticle botched-post');
});

test('an anonymous answer may be kept a moment by the web server; a signed-in visitor’s, or one drawn from their hints, is theirs alone', async () => {
  const anonymous = await fetch(`${host.url}/auth`, { headers: { Cookie: 'anonym_token=a; cid=c' } });
  expect([anonymous.headers.get('cache-control'), anonymous.headers.get('x-accel-expires')]).toEqual(['no-cache', '1']);
  for (const cookie of ['token=t', 'refresh_token=r', 'cid=c; token=t', 'application_step=2']) {
    const signedIn = await fetch(`${host.url}/auth`, { headers: { Cookie: cookie } });
    expect([cookie, signedIn.headers.get('cache-control'), signedIn.headers.get('x-accel-expires')]).toEqual([cookie, 'private, no-store', '0']);
  }
  expect((await fetch(`${host.url}/robots.txt`)).headers.get('x-accel-expires')).toBe('60');
});

test('a render that throws is a 503 for the web server to answer with the static page, and a log line with the version and the reason', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const answer = await fetch(`${host.url}/throws?token=secret`);
  expect(answer.status).toBe(503);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(logged).toHaveBeenCalledWith('[render] shell 1.0.0+a: /throws: учения: отрисовка упала');
  logged.mockRestore();
});

test('the store’s files are read when a release changes them, not for each page', async () => {
  await fetch(`${host.url}/auth`);
  const reads = jest.spyOn(fs, 'readFileSync');
  const stats = jest.spyOn(fs, 'statSync');
  const exists = jest.spyOn(fs, 'existsSync');
  try {
    for (let page = 0; page < 20; page += 1) expect((await fetch(`${host.url}/auth?page=${page}`)).status).toBe(200);
    const inStore = (calls: unknown[][]) => calls.filter(([file]) => String(file).startsWith(store.root));
    expect([inStore(reads.mock.calls), inStore(stats.mock.calls), inStore(exists.mock.calls)]).toEqual([[], [], []]);
  } finally {
    reads.mockRestore();
    stats.mockRestore();
    exists.mockRestore();
  }
});


/** Waits for what the host answers to say `text` (a watcher tells it of a file's change a moment later). */
async function answered(address: string, text: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const body = await (await fetch(address)).text();
    if (body.includes(text) || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a version whose files are not the published ones is not run: the previous one draws the page, the log and /__health name the file and its two hashes; put back, it draws again', async () => {
  await publishBlog('1.3.0+intact');
  await publishBlog('1.4.0+tampered');
  await deployBlog(store, '1.4.0+tampered', '1.3.0+intact');
  expect(await answered(`${host.url}/blog/first`, '1.4.0+tampered blogArticle first')).toContain('1.4.0+tampered blogArticle first');

  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const file = path.join(store.versionDir('mf-blog', '1.4.0+tampered'), 'assets', 'main.js');
  const original = readFileSync(file);
  await writeFile(file, Buffer.concat([original, Buffer.from(';')]));
  expect(await answered(`${host.url}/blog/second`, '1.3.0+intact blogArticle second')).toContain('1.3.0+intact blogArticle second');
  const published = sriOf(original);
  const now = sriOf(Buffer.concat([original, Buffer.from(';')]));
  expect(logged).toHaveBeenCalledWith(`[integrity] mf-blog 1.4.0+tampered не запускается: файлы не те, что были опубликованы — assets/main.js: опубликован ${published}, сейчас ${now}`);
  const health = (await (await fetch(`${host.url}/__health`)).json()) as { refused: unknown[] };
  expect(health.refused).toEqual([{ part: 'mf-blog', version: '1.4.0+tampered', at: expect.any(String), problems: [{ file: 'assets/main.js', expected: published, actual: now }] }]);

  await writeFile(file, original);
  expect(await answered(`${host.url}/blog/third`, '1.4.0+tampered blogArticle third')).toContain('1.4.0+tampered blogArticle third');
  expect(((await (await fetch(`${host.url}/__health`)).json()) as { refused: unknown[] }).refused).toEqual([]);
  logged.mockRestore();
});

test('a release starts the checks of the versions it makes serve before any page asks for them', async () => {
  await publishBlog('1.6.0+unasked');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const file = path.join(store.versionDir('mf-blog', '1.6.0+unasked'), 'assets', 'main.js');
    await writeFile(file, Buffer.concat([readFileSync(file), Buffer.from(';')]));
    // Released; no page is asked for: the host's watcher on remotes.json starts the check itself.
    await deployBlog(store, '1.6.0+unasked', '1.3.0+intact');
    const refused = async () => ((await (await fetch(`${host.url}/__health`)).json()) as { refused: Array<{ version: string }> }).refused.map(({ version }) => version);
    const deadline = Date.now() + 5000;
    while (!(await refused()).includes('1.6.0+unasked') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await refused()).toEqual(['1.6.0+unasked']);
  } finally {
    logged.mockRestore();
    await deployBlog(store, '1.3.0+intact', null);
  }
});

test('a version remotes.json says nothing of (no integrity), or whose record is not the one it names, is not run', async () => {
  await publishBlog('1.5.0+unsaid');
  await deployBlog(store, '1.5.0+unsaid', '1.3.0+intact');
  const remotes = JSON.parse(await readFile(path.join(store.shellDir, 'remotes.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  await writeFile(path.join(store.shellDir, 'remotes.json'), JSON.stringify({ ...remotes, mf_blog: { ...remotes.mf_blog, integrity: null } }));
  expect(await answered(`${host.url}/blog/unsaid`, '1.3.0+intact blogArticle unsaid')).toContain('1.3.0+intact blogArticle unsaid');

  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const other = await store.versionIntegrity('mf-blog', '1.3.0+intact');
  await writeFile(path.join(store.shellDir, 'remotes.json'), JSON.stringify({ ...remotes, mf_blog: { ...remotes.mf_blog, integrity: { ...remotes.mf_blog!.integrity as object, record: other!.record } } }));
  expect(await answered(`${host.url}/blog/misnamed`, '1.3.0+intact blogArticle misnamed')).toContain('1.3.0+intact blogArticle misnamed');
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[integrity\] mf-blog 1\.5\.0\+unsaid не запускается: .*integrity\.json: опубликован sha384-/));
  logged.mockRestore();
});

test('beacons: what a shell sends is counted for the version that serves; anything else is refused unread or whole', async () => {
  await deployBlog(store, '1.3.0+intact', null);
  const beacon = (body: string) => fetch(`${host.url}/__health`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  const report = (version: string, counts: Record<string, number>) => JSON.stringify({ reports: [{ remote: 'mf_blog', version, counts }] });
  expect((await beacon(report('1.3.0+intact', { visits: 3, failedVisits: 1, renderErrors: 1 }))).status).toBe(204);
  // A version that does not serve (forged, or long gone), a server's counter, a bad count, not JSON, too big.
  expect((await beacon(report('9.9.9+forged', { visits: 1 }))).status).toBe(400);
  expect((await beacon(report('1.3.0+intact', { serverFailures: 5 }))).status).toBe(400);
  expect((await beacon(report('1.3.0+intact', { visits: -1 }))).status).toBe(400);
  expect((await beacon('{"reports": [')).status).toBe(400);
  expect((await beacon(`{"reports":[],"pad":"${'x'.repeat(5000)}"}`)).status).toBe(413);
  expect((await fetch(`${host.url}/__health`, { method: 'PUT' })).status).toBe(405);
  // A sentinel taken after every refusal: once it is counted, whatever was refused before it
  // would have been counted too.
  expect((await beacon(report('1.3.0+intact', { visits: 2 }))).status).toBe(204);
  type Health = { remotes: Record<string, { versions: Array<{ version: string; lastHour: Record<string, number> }> }> };
  const blogHealth = async () => ((await (await fetch(`${host.url}/__health`)).json()) as Health).remotes.mf_blog?.versions;
  // Counts are written every 2 s: wait for the write that holds the sentinel.
  const deadline = Date.now() + 10_000;
  while (((await blogHealth())?.[0]?.lastHour.visits ?? 0) < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await blogHealth()).toEqual([{ version: '1.3.0+intact', kind: 'live', lastHour: expect.objectContaining({ visits: 5, failedVisits: 1, renderErrors: 1, serverFailures: 0 }) }]);
});
