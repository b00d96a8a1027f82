import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CanaryChanged, rollbackCanary, canary, promote, release, releases, rollback, type CommandContext } from './commands';
import { repoRoot } from './parts';
import { readRemotesFile } from './remotes-file';
import type { ReleaseStore } from './release-store';
import { fakeBuild, serveStoreOverHttp, temporaryStore } from './test-fixtures';

let store: ReleaseStore;
let http: Awaited<ReturnType<typeof serveStoreOverHttp>>;
let context: CommandContext;

beforeEach(async () => {
  store = await temporaryStore();
  http = await serveStoreOverHttp(store);
  context = { store, origins: http.origins, who: 'тест' };
});
afterEach(() => http.close());

async function published(part: string, ...versions: string[]) {
  for (const version of versions) await store.publish(part as 'mf-cabinet', version, await fakeBuild(part, version));
}

const cabinetEntry = (version: string) => `${http.origins['mf-cabinet']}/${version}/mf-manifest.json`;

test('a published version is never written again', async () => {
  await published('mf-cabinet', '1.0.0+a');
  await expect(store.publish('mf-cabinet', '1.0.0+a', await fakeBuild('mf-cabinet', '1.0.0+a'))).rejects.toThrow(/уже опубликована/);
  expect(await store.versions('mf-cabinet')).toEqual(['1.0.0+a']);
});

test('release makes a version live with the former one as previous; rollback goes back, and previous becomes the one before', async () => {
  await published('mf-cabinet', '1.0.0+a', '1.1.0+b', '1.2.0+c');
  await release(context, 'mf-cabinet', '1.0.0+a');
  await release(context, 'mf-cabinet', '1.1.0+b');
  await release(context, 'mf-cabinet', '1.2.0+c');
  expect((await readRemotesFile(store)).mf_cabinet).toEqual({
    version: '1.2.0+c',
    entry: cabinetEntry('1.2.0+c'),
    // What each version must be, from its record: browsers and the render host check it.
    integrity: await store.versionIntegrity('mf-cabinet', '1.2.0+c'),
    previous: cabinetEntry('1.1.0+b'),
    previousVersion: '1.1.0+b',
    previousIntegrity: await store.versionIntegrity('mf-cabinet', '1.1.0+b'),
    canary: null,
  });
  expect((await store.versionIntegrity('mf-cabinet', '1.2.0+c'))?.entry).toMatch(/^sha384-/);

  await rollback(context, 'mf-cabinet');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.1.0+b', previousVersion: '1.0.0+a', previous: cabinetEntry('1.0.0+a') });
  await rollback(context, 'mf-cabinet');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', previousVersion: null, previous: null });
  await expect(rollback(context, 'mf-cabinet')).rejects.toThrow(/нет предыдущей версии/);

  const history = await releases(context, 'mf-cabinet');
  expect(history.map((entry) => [entry.action, entry.version, entry.from])).toEqual([
    ['release', '1.0.0+a', null],
    ['release', '1.1.0+b', '1.0.0+a'],
    ['release', '1.2.0+c', '1.1.0+b'],
    ['rollback', '1.1.0+b', '1.2.0+c'],
    ['rollback', '1.0.0+a', '1.1.0+b'],
  ]);
  expect(history.every((entry) => entry.who === 'тест' && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
});

test('a rollback leaves the version it left neither live nor previous, however often it runs; it ends the part’s canary and says so', async () => {
  await published('mf-cabinet', '1.0.0+a', '1.1.0+b', '1.2.0+c', '1.3.0+d', '1.4.0+e');
  for (const version of ['1.0.0+a', '1.1.0+b', '1.2.0+c']) await release(context, 'mf-cabinet', version);
  // 1.2.0+c is bad: back to 1.1.0+b.
  await rollback(context, 'mf-cabinet');
  await release(context, 'mf-cabinet', '1.3.0+d');
  await canary(context, 'mf-cabinet', '1.4.0+e', '10');
  // 1.3.0+d is bad too: back to the version before it, and the browser's fallback (live → previous)
  // is the one before that, never 1.2.0+c, which was rolled back from.
  const back = await rollback(context, 'mf-cabinet');
  expect((await readRemotesFile(store)).mf_cabinet).toEqual({
    version: '1.1.0+b',
    entry: cabinetEntry('1.1.0+b'),
    integrity: await store.versionIntegrity('mf-cabinet', '1.1.0+b'),
    previous: cabinetEntry('1.0.0+a'),
    previousVersion: '1.0.0+a',
    previousIntegrity: await store.versionIntegrity('mf-cabinet', '1.0.0+a'),
    canary: null,
  });
  expect(back).toMatchObject({ action: 'rollback', version: '1.1.0+b', from: '1.3.0+d', note: 'предыдущая 1.0.0+a; канарейка 1.4.0+e (10%) убрана' });
  expect(await releases(context, 'mf-cabinet')).toContainEqual(back);

  // Again: the one before, then nothing left to go back to; no rolled-back version comes back.
  await rollback(context, 'mf-cabinet');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', previousVersion: null, previous: null, previousIntegrity: null, canary: null });
  await expect(rollback(context, 'mf-cabinet')).rejects.toThrow('У mf-cabinet нет предыдущей версии');
  expect((await readRemotesFile(store)).mf_cabinet?.version).toBe('1.0.0+a');

  // Released again on purpose, a version rolled back from is a version like any other.
  await release(context, 'mf-cabinet', '1.2.0+c');
  await release(context, 'mf-cabinet', '1.3.0+d');
  await rollback(context, 'mf-cabinet');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.2.0+c', previousVersion: '1.0.0+a' });
});

test('the shell’s rollback never goes back to a page it was rolled back from', async () => {
  await published('shell', '1.0.0+a', '1.0.0+b', '1.0.0+c');
  await release(context, 'shell', '1.0.0+a');
  await release(context, 'shell', '1.0.0+b');
  await rollback(context, 'shell');
  await release(context, 'shell', '1.0.0+c');
  await rollback(context, 'shell');
  expect(await store.liveShellVersion()).toBe('1.0.0+a');
  await expect(rollback(context, 'shell')).rejects.toThrow('У shell нет предыдущей версии');
  expect(await store.liveShellVersion()).toBe('1.0.0+a');
});

test('release refuses a version that is not reachable or names another container, and changes nothing', async () => {
  await published('mf-cabinet', '1.0.0+a');
  await release(context, 'mf-cabinet', '1.0.0+a');
  await published('mf-cabinet', '1.1.0+b');
  await writeFile(path.join(store.versionDir('mf-cabinet', '1.1.0+b'), 'mf-manifest.json'), JSON.stringify({ name: 'mf_blog' }));
  await expect(release(context, 'mf-cabinet', '1.1.0+b')).rejects.toThrow(/контейнер mf_blog, а должен быть mf_cabinet/);
  await expect(release({ ...context, origins: { ...context.origins, 'mf-cabinet': 'http://127.0.0.1:9/none' } }, 'mf-cabinet', '1.0.0+a')).rejects.toThrow();
  expect((await readRemotesFile(store)).mf_cabinet?.version).toBe('1.0.0+a');
  await expect(release(context, 'mf-cabinet', '1.0.0+a')).rejects.toThrow(/уже работает/);
});

test('canary sets a share, promote makes it live for everyone', async () => {
  await published('mf-cabinet', '1.0.0+a', '1.1.0+b');
  await release(context, 'mf-cabinet', '1.0.0+a');
  await expect(canary(context, 'mf-cabinet', '1.1.0+b', '150')).rejects.toThrow('Доля — целое число от 1 до 100, а не «150»');
  await canary(context, 'mf-cabinet', '1.1.0+b', '10');
  const [a, b] = [await store.versionIntegrity('mf-cabinet', '1.0.0+a'), await store.versionIntegrity('mf-cabinet', '1.1.0+b')];
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', integrity: a, canary: { version: '1.1.0+b', entry: cabinetEntry('1.1.0+b'), percent: 10, integrity: b } });
  await promote(context, 'mf-cabinet');
  // Each version keeps what it must be as it moves: the canary's is now the live one's.
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.1.0+b', integrity: b, previousVersion: '1.0.0+a', previousIntegrity: a, canary: null });
  await rollback(context, 'mf-cabinet');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', integrity: a });
  expect((await releases(context, 'mf-cabinet')).map((entry) => entry.action)).toEqual(['release', 'canary', 'promote', 'rollback']);
});

test('a canary taken away leaves live as it was; a controller’s step or promotion is refused once the canary is not its own', async () => {
  await published('mf-cabinet', '1.0.0+a', '1.1.0+b', '1.2.0+c');
  await release(context, 'mf-cabinet', '1.0.0+a');
  await canary(context, 'mf-cabinet', '1.1.0+b', '10');
  await rollbackCanary(context, 'mf-cabinet', { note: 'хуже живой' });
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', canary: null });
  expect((await releases(context, 'mf-cabinet')).at(-1)).toMatchObject({ action: 'canary-rollback', version: '1.0.0+a', from: '1.1.0+b', note: 'хуже живой' });
  await canary(context, 'mf-cabinet', '1.2.0+c', '10');
  await expect(canary(context, 'mf-cabinet', '1.1.0+b', '50', { stepOf: '1.1.0+b' })).rejects.toThrow(CanaryChanged);
  await expect(promote(context, 'mf-cabinet', { expected: '1.1.0+b' })).rejects.toThrow(CanaryChanged);
  await expect(rollbackCanary(context, 'mf-cabinet', { expected: '1.1.0+b' })).rejects.toThrow(CanaryChanged);
  expect((await readRemotesFile(store)).mf_cabinet?.canary).toMatchObject({ version: '1.2.0+c', percent: 10 });
});

test('the shell is released by putting its page live; rollback puts the previous page back', async () => {
  await published('shell', '1.0.0+a', '1.0.0+b');
  await release(context, 'shell', '1.0.0+a');
  await release(context, 'shell', '1.0.0+b');
  expect(await readFile(path.join(store.shellDir, 'index.html'), 'utf8')).toContain('shell 1.0.0+b');
  await rollback(context, 'shell');
  expect(await readFile(path.join(store.shellDir, 'index.html'), 'utf8')).toContain('shell 1.0.0+a');
  expect(await store.liveShellVersion()).toBe('1.0.0+a');
});

test('20 operator commands at once across the four remotes lose no update', async () => {
  const remotes = ['mf-confirmation', 'mf-cabinet', 'mf-blog', 'mf-shopwindow'];
  const versions = (part: string) => Array.from({ length: 5 }, (_, index) => `1.${index}.0+${part.replace(/\W/g, '')}${index}`);
  for (const part of remotes) await published(part, ...versions(part));
  const deploymentFile = path.join(store.root, 'deployment.json');
  await writeFile(deploymentFile, JSON.stringify({ origins: http.origins, shellOrigins: [] }));

  const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const run = (args: string[]) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [tsx, path.join(repoRoot, 'deploy/src/bin/cli.ts'), ...args, '--store', store.root, '--deployment', deploymentFile], {
        env: { ...process.env, RELEASE_BY: 'оператор' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });
  const results = await Promise.all(remotes.flatMap((part) => versions(part).map((version) => run(['release', part, version]))));
  expect(results.filter((result) => result.code !== 0)).toEqual([]);

  const file = await readRemotesFile(store);
  const history = await store.history();
  expect(history.filter((entry) => entry.action === 'release')).toHaveLength(20);
  for (const part of remotes) {
    const chain = history.filter((entry) => entry.part === part);
    // Each release saw the one before it as live: no two read the same file and overwrote each other.
    chain.forEach((entry, index) => expect(entry.from).toBe(index === 0 ? null : chain[index - 1]!.version));
    const container = part.replace('-', '_') as keyof typeof file;
    expect(file[container]).toMatchObject({ version: chain.at(-1)!.version, previousVersion: chain.at(-2)!.version });
  }
  expect(existsSync(path.join(store.root, '.lock'))).toBe(false);
}, 90_000);

test('pruning a development store keeps the newest versions and whatever is live, previous or canary', async () => {
  await published('mf-cabinet', '1.0.0+a', '1.0.0+b', '1.0.0+c', '1.0.0+d', '1.0.0+e');
  const removed = await store.prune('mf-cabinet', 2, new Set(['1.0.0+a']));
  expect(removed).toEqual(['1.0.0+b', '1.0.0+c']);
  expect(await store.versions('mf-cabinet')).toEqual(['1.0.0+a', '1.0.0+d', '1.0.0+e']);
});
