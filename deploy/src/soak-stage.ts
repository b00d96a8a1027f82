/**
 * `npm run soak`: the soak (soak.ts) on a stage of its own — a temporary release store with the
 * product's live versions (`npm start` fills the product's), the parts' Node servers and the render
 * tier on ports of their own (3160–3165), and a dev-api (4110) — so the product that is running is
 * not touched. Prints a table per minute and removes the stage.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRuntimeConfig } from '@microloans/shared-contracts/config';
import { defaultStoreDir, readDeployment } from './cli';
import { CommandLineError, parseCommandLine, reportCommandLineFailure, wholeNumber } from './command-line';
import { liveEntry, release, type CommandContext } from './commands';
import { parts, remoteParts, shellPart, type Part, type PartName } from './parts';
import { ReleaseStore } from './release-store';
import { readRemotesFile } from './remotes-file';
import { soak, type SoakMinute } from './soak';
import { servePartsFromStore, startDevApi } from './start';

const usage = `npm run soak -- [параметры]: смешанная нагрузка на страницы, пока каждую удалённую часть раз в минуту
выпускают, пускают канарейкой, переводят в работу и откатывают, и один обработчик отрисовки убит (127.0.0.1).
  --minutes N        сколько минут (по умолчанию 10)
  --window N         секунд в «минуте» (по умолчанию 60)
  --connections N    одновременных соединений (по умолчанию 20)
  --workers N        обработчиков отрисовки (по умолчанию по одному на ядро)
  --cycles ЧАСТЬ=N,… сколько раз в минуту проходит цикл каждая из названных частей (по умолчанию 1)
  -h, --help         эта справка`;

const stagePorts: Record<PartName, number> = { shell: 3160, 'mf-confirmation': 3161, 'mf-cabinet': 3162, 'mf-blog': 3163, 'mf-shopwindow': 3164 };
const renderPort = 3165;
const apiPort = 4110;

/** The versions the product's store has live now. */
async function liveVersions(product: ReleaseStore): Promise<Record<PartName, string>> {
  const remotes = await readRemotesFile(product);
  const versions = { shell: await product.liveShellVersion() } as Record<PartName, string | null>;
  for (const part of remoteParts) versions[part.name] = liveEntry(remotes, part)?.version ?? null;
  for (const [name, version] of Object.entries(versions)) if (!version) throw new Error(`${name} не выпущена: сначала npm start`);
  return versions as Record<PartName, string>;
}

/** A markdown table of the soak's minutes (deploy/README keeps the current one). */
export function soakTable(minutes: readonly SoakMinute[]): string {
  const rows = minutes.map(
    (row) =>
      `| ${row.minute} | ${row.operations.length} | ${row.requests} | ${row.failures} | ${row.staticPages} | ${row.p50Ms} | ${row.p99Ms} | ${row.memoryMb} | ${row.peakMemoryMb} | ${row.workers} |`,
  );
  return [
    '| minute | operations | requests | failed | static pages | p50, ms | p99, ms | tier memory at its end, MB | most in the minute, MB | workers |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

async function main() {
  const { values } = parseCommandLine(process.argv.slice(2), {
    usage,
    options: { minutes: { type: 'string' }, window: { type: 'string' }, connections: { type: 'string' }, workers: { type: 'string' }, cycles: { type: 'string' } },
  });
  if (values.help) return console.log(usage);
  const minutes = wholeNumber(values.minutes, 10, 'minutes', usage);
  const windowSeconds = wholeNumber(values.window, 60, 'window', usage);
  const connections = wholeNumber(values.connections, 20, 'connections', usage);
  const workers = values.workers === undefined ? undefined : wholeNumber(values.workers, 1, 'workers', usage);
  const cycles = Object.fromEntries(
    (values.cycles ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', count] = pair.split('=');
        if (!remoteParts.some((part) => part.name === name)) throw new CommandLineError(`--cycles: нет такой удалённой части: ${name}`, usage);
        return [name, wholeNumber(count, 1, 'cycles', usage)];
      }),
  ) as Partial<Record<PartName, number>>;

  const product = new ReleaseStore(defaultStoreDir());
  if (!existsSync(product.remotesFile)) throw new Error('Хранилище пусто: сначала npm start (или npm run build и npm run release).');
  const versions = await liveVersions(product);
  const store = new ReleaseStore(await mkdtemp(path.join(tmpdir(), 'soak-store-')));
  const api = startDevApi({ port: apiPort, testEndpoints: false });
  let stop: () => Promise<void> = async () => undefined;
  try {
    for (const part of parts) await store.publish(part.name, versions[part.name], product.versionDir(part.name, versions[part.name]));
    const configText = await readFile(path.join(product.shellDir, 'config.json'), 'utf8');
    const origins = Object.fromEntries(parts.map((part) => [part.name, `http://127.0.0.1:${stagePorts[part.name]}`]));
    const deployment = { ...readDeployment(), origins };
    const served = await servePartsFromStore(
      store,
      deployment,
      parseRuntimeConfig(JSON.parse(configText)),
      (part: Part) => stagePorts[part.name],
      { port: renderPort, apiBaseUrl: `http://127.0.0.1:${apiPort}`, ...(workers ? { settings: { workers } } : {}) },
    );
    stop = served.stop;
    const tierPid = served.renderPid;
    await writeFile(path.join(store.shellDir, 'config.json'), configText);
    const context: CommandContext = { store, origins, who: 'soak' };
    for (const part of [...remoteParts, shellPart]) await release(context, part.name, versions[part.name]);
    await api.ready;

    const anonym = (await (await fetch(`http://127.0.0.1:${apiPort}/auth/anonym`, { method: 'POST' })).json()) as { token: string };
    const feed = (await (await fetch(`http://127.0.0.1:${apiPort}/blog/posts?limit=1`, { headers: { authorization: `Bearer ${anonym.token}` } })).json()) as {
      posts: Array<{ slug: string }>;
    };
    const result = await soak({
      front: origins.shell!,
      context,
      tierPid,
      minutes,
      windowSeconds,
      connections,
      pages: [
        { path: '/' },
        { path: '/blog' },
        { path: `/blog/${feed.posts[0]!.slug}` },
        { path: '/confirmation?type=loans' },
        { path: '/auth' },
        { path: '/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001' },
      ],
      // The draft's step hint: each page is the visitor's own, drawn by the tier every time.
      cookie: 'application_step=1',
      killWorkerInMinute: Math.ceil(minutes / 2),
      cycles,
    });
    console.log(`\n${soakTable(result)}\n`);
    const failed = result.reduce((sum, row) => sum + row.failures, 0);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await stop();
    await api.stop();
    await rm(store.root, { recursive: true, force: true });
  }
}

if (require.main === module) main().catch(reportCommandLineFailure);

