/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseStore } from './release-store';
import { startRenderTier, type RunningRenderTier } from './render-tier';
import { fakeBuild, temporaryStore } from './test-fixtures';

jest.setTimeout(60_000);

/**
 * A shell version's server side as the workers load it: says which version answered; `/hang`
 * holds the worker's thread for good (a render in an endless loop), `/crash` ends its process.
 */
const serverSide = (version: string) => `
exports.createPageServer = () => ({
  page: async ({ url, indexHtml }) => {
    if (url === '/hang') for (;;) {}
    if (url === '/crash') process.exit(3);
    return { status: 200, contentType: 'text/html; charset=utf-8', body: indexHtml.replace('</title>', ' ${version}</title>') };
  },
  robots: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: '' }),
  sitemap: async () => ({ status: 200, contentType: 'application/xml; charset=utf-8', body: '<urlset/>' }),
});
`;

async function releaseShell(store: ReleaseStore, version: string) {
  const build = await fakeBuild('shell', version);
  await mkdir(path.join(build, 'server'));
  await writeFile(path.join(build, 'server', 'index.js'), serverSide(version));
  await store.publish('shell', version, build);
  await store.putShellLive(version);
}

/** Waits for a state of the tier (its workers report on their own time). */
async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const readyWorkers = (tier: RunningRenderTier) => tier.workers().filter((worker) => worker.ready && !worker.leaving);

let store: ReleaseStore;
let tier: RunningRenderTier;
const lines: string[] = [];

beforeAll(async () => {
  store = await temporaryStore();
  await releaseShell(store, '1.0.0+a');
  await writeFile(path.join(store.shellDir, 'config.json'), JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:9', projectMode: 'main' }));
  tier = await startRenderTier(
    { shellDir: store.shellDir, port: 0, publicOrigin: 'https://example.ru' },
    { workers: 2, maxStale: 2, maxVersions: 100, memoryMarkMb: 4096, heartbeatMs: 50, hangMs: 1000, drainMs: 2000 },
    (line) => lines.push(line),
  );
  await until(() => readyWorkers(tier).length === 2, 'both workers listening');
});
afterAll(() => tier.close());

test('both workers answer on the one port', async () => {
  const pids = new Set(tier.workers().map((worker) => worker.pid));
  expect(pids.size).toBe(2);
  const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${tier.url}/auth`)));
  for (const answer of answers) expect(await answer.text()).toContain('1.0.0+a</title>');
});

test('releases never pile up in a worker: one that holds versions that no longer serve is replaced, and no request fails meanwhile', async () => {
  const versions = ['1.0.0+b', '1.0.0+c', '1.0.0+d', '1.0.0+e'];
  const failures: string[] = [];
  for (const version of versions) {
    await releaseShell(store, version);
    // Pages go on while the workers take the release in and get replaced.
    const deadline = Date.now() + 10_000;
    let served = false;
    while (!served && Date.now() < deadline) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${tier.url}/`).then(
            async (answer) => ({ status: answer.status, body: await answer.text() }),
            (error: unknown) => ({ status: 0, body: String(error) }),
          ),
        ),
      );
      for (const answer of answers) if (answer.status !== 200) failures.push(`${version}: ${answer.status} ${answer.body}`);
      served = answers.every((answer) => answer.body.includes(`${version}</title>`));
    }
    expect(served).toBe(true);
  }
  expect(failures).toEqual([]);
  // One worker is replaced at a time, so the tier keeps serving: the other follows once the first is up.
  await until(
    () => readyWorkers(tier).length === 2 && readyWorkers(tier).every((worker) => worker.stale < 2) && tier.workers().length === 2,
    'both workers replaced, each holding fewer versions that no longer serve than the limit',
  );
  expect(tier.counts().retired).toBeGreaterThanOrEqual(2);
  expect(lines.some((line) => /заменяется: \d+ версий, которые больше не работают \(предел 2\)/.test(line))).toBe(true);
});

test('a render that never ends costs its worker: killed as hung and replaced, and the pages after it are drawn', async () => {
  const hung = fetch(`${tier.url}/hang`, { signal: AbortSignal.timeout(10_000) }).then(
    (answer) => answer.status,
    () => 0,
  );
  await until(() => tier.counts().hung === 1, 'the hung worker killed');
  expect(await hung).toBe(0);
  await until(() => readyWorkers(tier).length === 2, 'a new worker in its place');
  const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${tier.url}/`).then((answer) => answer.status)));
  expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
});

test('a worker that dies is replaced; the others serve on', async () => {
  const before = tier.counts().crashed;
  await fetch(`${tier.url}/crash`).catch(() => null);
  await until(() => tier.counts().crashed === before + 1 && readyWorkers(tier).length === 2, 'the dead worker replaced');
  expect(lines.some((line) => /остановился \(код 3\)/.test(line))).toBe(true);
  const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${tier.url}/`).then((answer) => answer.status)));
  expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
});
