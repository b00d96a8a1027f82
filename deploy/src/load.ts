/**
 * `npm run load`: a bounded load on loopback (not part of `npm test`), 30 s with 50 connections
 * each, against
 *   1. nginx serving the release store (one per part, as in production): the shell's page,
 *      remotes.json, a remote's manifest and a hashed chunk, in turn;
 *   2. the shell's nginx forwarding pages to the render tier (`/`, the feed, a post, the
 *      application's first step), as production does: with a session cookie (each request drawn
 *      anew) by a tier of one worker, then by the default count (one per core) — the ratio is what
 *      the workers buy on this machine; then anonymous (its micro-cache);
 *   3. the render tier alone, one connection at a time: one render of each kind of page the server
 *      draws (`/`, the feed, a category, a post, search, a document, an /ll page, the shop window,
 *      sign-in, registration, recovery, the application's first step);
 *   4. dev-api: an anonymous token, then reads with it.
 * Prints requests/s, p99 latency and errors; stops by itself. Needs the store `npm start` fills.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { parseRuntimeConfig } from '@microloans/shared-contracts/config';
import { defaultStoreDir, readDeployment } from './cli';
import { parseCommandLine, reportCommandLineFailure, wholeNumber } from './command-line';
import { startNginx } from './nginx';
import { partNamed } from './parts';
import { ReleaseStore } from './release-store';
import { defaultTierSettings } from './render-tier-policy';
import { startRenderTierProcess, type RenderTierProcess } from './render-tier-process';
import { servingSettings, startDevApi } from './start';

const usage = `npm run load -- [параметры]: нагрузка на 127.0.0.1 (nginx из хранилища выпусков, отрисовка страниц и dev-api).
  --seconds N       сколько секунд на каждую цель (по умолчанию 30)
  --connections N   одновременных соединений (по умолчанию 50)
  -h, --help        эта справка`;
let seconds = 30;
let connections = 50;
const apiPort = 4100;
const renderPort = 3140;
const defaultWorkers = defaultTierSettings().workers;

function run(title: string, url: string, requests: autocannon.Request[], headers: Record<string, string> = {}, over = connections): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: over, duration: seconds, requests, headers }, (error, result) => (error ? reject(error) : resolve(result)));
    console.log(`${title}: ${seconds} с, ${over} соединений…`);
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const summary = (title: string, result: Result) => ({
  цель: title,
  'запросов/с': Math.round(result.requests.average),
  'p99, мс': result.latency.p99,
  'p50, мс': result.latency.p50,
  ошибок: result.errors + result.timeouts + result.non2xx,
  'из них: сетевых / таймаутов / не 2xx': `${result.errors} / ${result.timeouts} / ${result.non2xx}`,
  всего: result.requests.total,
});

async function main() {
  const { values } = parseCommandLine(process.argv.slice(2), { usage, options: { seconds: { type: 'string' }, connections: { type: 'string' } } });
  if (values.help) return console.log(usage);
  seconds = wholeNumber(values.seconds, seconds, 'seconds', usage);
  connections = wholeNumber(values.connections, connections, 'connections', usage);
  const store = new ReleaseStore(defaultStoreDir());
  if (!existsSync(store.remotesFile)) throw new Error('Хранилище пусто: сначала npm start (или npm run build и npm run release).');
  const deployment = readDeployment();
  const config = parseRuntimeConfig(JSON.parse(readFileSync(path.join(store.shellDir, 'config.json'), 'utf8')));
  const { shellCsp, remoteCsp } = servingSettings(deployment.origins, config);
  const remotes = JSON.parse(readFileSync(store.remotesFile, 'utf8')) as { mf_cabinet: { version: string } };
  const cabinetVersion = remotes.mf_cabinet.version;
  const chunk = readdirChunk(store.versionDir('mf-cabinet', cabinetVersion));

  const servers: Array<{ stop: () => Promise<void> }> = [];
  const api = startDevApi({ port: apiPort, testEndpoints: false });
  const tierWith = (workers: number): Promise<RenderTierProcess> =>
    startRenderTierProcess({
      storeRoot: store.root,
      port: renderPort,
      publicOrigin: deployment.origins.shell ?? 'http://127.0.0.1:3000',
      apiBaseUrl: `http://127.0.0.1:${apiPort}`,
      settings: { workers },
      output: 'keep',
    });
  let render: RenderTierProcess | null = null;
  try {
    servers.push(
      await startNginx(partNamed('shell'), {
        port: 3130,
        storeRoot: store.root,
        corsOrigins: [],
        csp: { ...shellCsp, scriptHashes: [] },
        renderUpstream: `127.0.0.1:${renderPort}`,
      }),
    );
    servers.push(await startNginx(partNamed('mf-cabinet'), { port: 3132, storeRoot: store.root, corsOrigins: deployment.shellOrigins, csp: { ...remoteCsp, scriptHashes: [] } }));
    await api.ready;

    const gzip = { 'accept-encoding': 'gzip' };
    const shell = await run('nginx: shell', 'http://127.0.0.1:3130', [
      { method: 'GET', path: '/', headers: gzip },
      { method: 'GET', path: '/remotes.json', headers: gzip },
    ]);
    const cabinet = await run('nginx: mf-cabinet', 'http://127.0.0.1:3132', [
      { method: 'GET', path: `/${cabinetVersion}/mf-manifest.json`, headers: { ...gzip, origin: 'http://127.0.0.1:3000' } },
      { method: 'GET', path: `/${cabinetVersion}/${chunk}`, headers: gzip },
    ]);

    const anonym = (await (await fetch(`http://127.0.0.1:${apiPort}/auth/anonym`, { method: 'POST' })).json()) as { token: string };
    const feed = (await (await fetch(`http://127.0.0.1:${apiPort}/blog/posts?limit=1`, { headers: { authorization: `Bearer ${anonym.token}` } })).json()) as {
      posts: Array<{ slug: string }>;
    };
    const categories = (await (await fetch(`http://127.0.0.1:${apiPort}/blog/categories/menu`, { headers: { authorization: `Bearer ${anonym.token}` } })).json()) as {
      menu: Array<{ slug: string }>;
    };
    const pagePaths = ['/', '/blog', `/blog/${feed.posts[0]!.slug}`, '/confirmation?type=loans'];
    // A session cookie: every request drawn anew (never from the micro-cache); first by one worker, then by one per core.
    const drawn: Array<[number, Result]> = [];
    for (const workers of [1, defaultWorkers]) {
      render = await tierWith(workers);
      drawn.push([
        workers,
        await run(
          `nginx → render tier (${workers} обработчиков): pages, uncached`,
          'http://127.0.0.1:3130',
          pagePaths.map((pagePath) => ({ method: 'GET', path: pagePath, headers: { ...gzip, cookie: 'token=load-test' } })),
        ),
      ]);
      if (workers !== defaultWorkers) {
        await render.close();
        render = null;
      }
    }
    const pages = await run(
      'nginx → render tier: pages, micro-cache',
      'http://127.0.0.1:3130',
      pagePaths.map((pagePath) => ({ method: 'GET', path: pagePath, headers: gzip })),
    );
    // One render at a time, straight from the render tier (no cache in front): what one page of
    // each kind the server draws costs, its data read from dev-api included.
    const single: Array<[string, Result]> = [];
    for (const [title, pagePath] of onePageOfEachKind(feed.posts[0]!.slug, categories.menu[0]!.slug)) {
      single.push([title, await run(`render tier: ${pagePath}, одно соединение`, `http://127.0.0.1:${renderPort}`, [{ method: 'GET', path: pagePath }], {}, 1)]);
    }
    const apiResult = await run(
      'dev-api',
      `http://127.0.0.1:${apiPort}`,
      [
        { method: 'GET', path: '/companies' },
        { method: 'GET', path: '/blog/posts?limit=3' },
        { method: 'GET', path: '/loyalty/settings' },
      ],
      { authorization: `Bearer ${anonym.token}`, accept: 'application/json' },
    );
    const [one, all] = drawn.map(([, result]) => result.requests.average);
    console.table([
      summary('nginx: shell (страница, remotes.json)', shell),
      summary('nginx: mf-cabinet (манифест, чанк)', cabinet),
      ...drawn.map(([workers, result]) => summary(`nginx → отрисовка, ${workers} обраб.: /, лента, статья, заявка (cookie сессии)`, result)),
      summary('то же из микрокэша (анонимно)', pages),
      ...single.map(([title, result]) => summary(`отрисовка, одно соединение: ${title}`, result)),
      summary('dev-api (с анонимным токеном)', apiResult),
    ]);
    console.log(`Обработчиков по умолчанию: ${defaultWorkers}; страниц в секунду у них против одного: ×${(all! / one!).toFixed(2)}`);
  } finally {
    await render?.close();
    await Promise.all([...servers.map((server) => server.stop()), api.stop()]);
  }
}

/** A page of each kind the server draws (dev-api's seed has each one's content), and what the table calls it. */
const onePageOfEachKind = (postSlug: string, categorySlug: string): Array<[string, string]> => [
  ['/', '/'],
  ['лента', '/blog'],
  ['рубрика', `/blog/category/${categorySlug}`],
  ['статья', `/blog/${postSlug}`],
  ['поиск', `/blog/search?q=${encodeURIComponent('займ')}`],
  ['документ', '/docs/privacy-agreement'],
  ['страница /ll', '/ll/zaim-na-kartu'],
  ['витрина', '/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001'],
  ['вход', '/auth'],
  ['регистрация', '/auth/registration'],
  ['восстановление пароля', '/auth/recovery'],
  ['заявка, шаг 1', '/confirmation?type=loans'],
];

/** A hashed chunk of the version (the biggest, to load the bytes path too). */
function readdirChunk(dir: string): string {
  const chunks = readdirSync(dir).filter((name) => /^[\w-]+\.[0-9a-f]{10}\.js$/.test(name));
  chunks.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  if (!chunks[0]) throw new Error(`${dir}: нет чанков`);
  return chunks[0];
}

main().catch(reportCommandLineFailure);
