/** @jest-environment node */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseStore } from './release-store';
import { startRenderTier, type RunningRenderTier } from './render-tier';
import { deployBlog, fakeBuild, temporaryStore } from './test-fixtures';

jest.setTimeout(90_000);

/** A shell's server side that says which version of mf-blog drew its place (or that the browser will). */
const shellServerSide = `
exports.sharedModules = {};
exports.createPageServer = () => ({
  page: async ({ indexHtml, remoteServer }) => {
    let blog;
    try {
      blog = remoteServer('mf_blog')?.version ?? 'browser';
    } catch (error) {
      blog = 'failed';
    }
    return { status: 200, contentType: 'text/html; charset=utf-8', body: indexHtml.replace('</title>', ' blog:' + blog + '</title>') };
  },
  robots: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: '' }),
  sitemap: async () => ({ status: 200, contentType: 'application/xml; charset=utf-8', body: '<urlset/>' }),
});
`;

/** A version of mf-blog with a server side, and `large` files of 16 MB each beside its bundles. */
async function publishBlog(store: ReleaseStore, version: string, large = 0): Promise<void> {
  const build = await fakeBuild('mf-blog', version);
  await mkdir(path.join(build, 'server'));
  await writeFile(path.join(build, 'server', 'index.js'), 'exports.pages = {};');
  for (let index = 0; index < large; index += 1) await writeFile(path.join(build, 'assets', `large-${index}.bin`), Buffer.alloc(16 << 20, index + 1));
  await store.publish('mf-blog', version, build);
  await rm(build, { recursive: true, force: true });
}


async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let store: ReleaseStore;
let tier: RunningRenderTier;
/** What the tier said of its workers: the story behind a failure. */
const lines: string[] = [];

beforeAll(async () => {
  store = await temporaryStore();
  const shell = await fakeBuild('shell', '1.0.0+a');
  await mkdir(path.join(shell, 'server'));
  await writeFile(path.join(shell, 'server', 'index.js'), shellServerSide);
  await store.publish('shell', '1.0.0+a', shell);
  await store.putShellLive('1.0.0+a');
  await writeFile(path.join(store.shellDir, 'config.json'), JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:9', projectMode: 'main' }));
  await publishBlog(store, '1.0.0+small');
  await deployBlog(store, '1.0.0+small', null);
  // A worker silent for a second is taken for hung and killed (hashing the large version in one go
  // holds a worker's thread longer than that here).
  tier = await startRenderTier(
    { shellDir: store.shellDir, port: 0, publicOrigin: 'https://example.ru' },
    { workers: 2, maxStale: 100, maxVersions: 100, memoryMarkMb: 4096, heartbeatMs: 50, hangMs: 1000, drainMs: 2000 },
    (line) => lines.push(line),
  );
  await until(() => tier.workers().filter((worker) => worker.ready).length === 2, 'both workers listening');
});
afterAll(async () => {
  await tier.close();
  await rm(store.root, { recursive: true, force: true });
});

test('a release of a large version (320 MB): its files are checked while the workers draw pages, none is taken for hung, and pages are drawn with it once checked', async () => {
  const page = async () => {
    const started = Date.now();
    try {
      const answer = await fetch(`${tier.url}/`);
      return { status: answer.status, blog: /blog:(\S+)<\/title>/.exec(await answer.text())?.[1] ?? null, ms: Date.now() - started };
    } catch (error) {
      return { status: 0, blog: String((error as Error).cause ?? error), ms: Date.now() - started };
    }
  };
  // The tier's lines come with a failure: what happened to its workers.
  expect({ blog: (await page()).blog, lines }).toMatchObject({ blog: '1.0.0+small' });

  await publishBlog(store, '1.1.0+large', 20);
  await deployBlog(store, '1.1.0+large', '1.0.0+small');
  const answers: Array<Awaited<ReturnType<typeof page>>> = [];
  const deadline = Date.now() + 60_000;
  // Pages all the while: drawn with the version checked before (the browser takes it over with the
  // same one while it serves), never with one not yet checked, and never held past the check's wait.
  while (answers.filter((answer) => answer.blog === '1.1.0+large').length < 4 && Date.now() < deadline) {
    answers.push(...(await Promise.all([page(), page()])));
  }
  expect({ unexpected: answers.filter((answer) => answer.status !== 200 || !['1.0.0+small', '1.1.0+large'].includes(answer.blog ?? '')), lines }).toEqual({ unexpected: [], lines });
  expect(answers.filter((answer) => answer.blog === '1.1.0+large').length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1500);
  expect({ ...tier.counts(), lines }).toMatchObject({ hung: 0, crashed: 0, started: 2 });
});
