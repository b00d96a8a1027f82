/**
 * The operator's commands as an operator types them (`runCli`, and the command itself where its
 * exit code is the point): a store or a deployment file that is not there, a share read strictly,
 * a canary ended without promoting it, `promote` of a named version, and the history's words.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cliUsage, runCli } from './cli';
import { canary, release, rollbackCanary, type CommandContext } from './commands';
import { repoRoot } from './parts';
import { readRemotesFile } from './remotes-file';
import type { ReleaseStore } from './release-store';
import { fakeBuild, serveStoreOverHttp, temporaryStore } from './test-fixtures';

let store: ReleaseStore;
let http: Awaited<ReturnType<typeof serveStoreOverHttp>>;
let context: CommandContext;
let deploymentFile: string;

beforeEach(async () => {
  store = await temporaryStore();
  http = await serveStoreOverHttp(store);
  context = { store, origins: http.origins, who: 'тест' };
  deploymentFile = path.join(store.root, 'deployment.json');
  await writeFile(deploymentFile, JSON.stringify({ origins: http.origins, shellOrigins: [] }));
  for (const version of ['1.0.0+a', '1.1.0+b', '1.2.0+c']) await store.publish('mf-cabinet', version, await fakeBuild('mf-cabinet', version));
  await release(context, 'mf-cabinet', '1.0.0+a');
});
afterEach(() => http.close());

/** The command as typed, on the scratch store. */
const cli = (...args: string[]) => runCli([...args, '--store', store.root, '--deployment', deploymentFile]);

test('canary --stop ends the canary without promoting it, says so and writes it in the history; the usage lists it', async () => {
  await canary(context, 'mf-cabinet', '1.1.0+b', '10');
  await expect(cli('canary', 'mf-cabinet', '1.2.0+c', '--stop')).rejects.toThrow('У mf-cabinet канарейка 1.1.0+b, а не 1.2.0+c');
  await expect(cli('canary', 'mf-cabinet', '--stop')).resolves.toBe('mf-cabinet: канарейка 1.1.0+b убрана, у всех 1.0.0+a');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', canary: null });
  expect((await store.history('mf-cabinet')).at(-1)).toMatchObject({ action: 'canary-rollback', version: '1.0.0+a', from: '1.1.0+b', note: 'остановлена оператором' });
  await expect(cli('canary', 'mf-cabinet', '--stop')).rejects.toThrow('У mf-cabinet нет канарейки');
  expect(cliUsage).toContain('canary   <часть> --stop');
});

describe('a store that is not there is an error, in Russian, and nothing is created', () => {
  const commands = [
    ['release', 'mf-cabinet', '1.1.0+b'],
    ['canary', 'mf-cabinet', '1.1.0+b', '10'],
    ['canary', 'mf-cabinet', '--stop'],
    ['promote', 'mf-cabinet'],
    ['rollback', 'mf-cabinet'],
    ['releases', 'mf-cabinet'],
  ];

  test.each(commands.map((args) => [args.join(' '), args] as const))('%s, with --store or $RELEASE_STORE', async (_typed, args) => {
    const missing = path.join(store.root, 'no-such-store');
    await expect(runCli([...args, '--store', missing, '--deployment', deploymentFile])).rejects.toThrow(`Нет хранилища выпусков ${missing}`);
    const before = process.env.RELEASE_STORE;
    process.env.RELEASE_STORE = missing;
    try {
      await expect(runCli([...args, '--deployment', deploymentFile])).rejects.toThrow(`Нет хранилища выпусков ${missing}`);
    } finally {
      if (before === undefined) delete process.env.RELEASE_STORE;
      else process.env.RELEASE_STORE = before;
    }
    expect(existsSync(missing)).toBe(false);
  });

  test('the command exits 1 with the message; a missing deployment file is said in Russian too', () => {
    const missing = path.join(store.root, 'no-such-store');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'deploy/src/bin/cli.ts'), ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    const wrongStore = run('release', 'mf-cabinet', '1.1.0+b', '--store', missing, '--deployment', deploymentFile);
    expect([wrongStore.status, wrongStore.stdout, wrongStore.stderr.trim()]).toEqual([1, '', `Нет хранилища выпусков ${missing}: проверьте --store и $RELEASE_STORE`]);
    expect(existsSync(missing)).toBe(false);
    const noDeployment = path.join(store.root, 'no-such-deployment.json');
    const wrongDeployment = run('releases', 'mf-cabinet', '--store', store.root, '--deployment', noDeployment);
    expect([wrongDeployment.status, wrongDeployment.stderr.trim()]).toEqual([1, `Нет файла развёртывания ${noDeployment}: проверьте --deployment и $RELEASE_DEPLOYMENT`]);
  });
});

describe('a share is a whole number from 1 to 100, with --auto or without', () => {
  test.each(['0', '', '1e2', '0x10', '10.5', '-5', '101', ' 7', '+5'])('«%s» is refused and nothing changes', async (share) => {
    const rule = `Доля — целое число от 1 до 100, а не «${share}»`;
    await expect(canary(context, 'mf-cabinet', '1.1.0+b', share)).rejects.toThrow(rule);
    await expect(cli('canary', 'mf-cabinet', '1.1.0+b', share)).rejects.toThrow(rule);
    await expect(cli('canary', 'mf-cabinet', '1.1.0+b', share, '--auto', '--window', '1s')).rejects.toThrow(rule);
    expect((await readRemotesFile(store)).mf_cabinet?.canary).toBeNull();
    expect((await store.history('mf-cabinet')).map((line) => line.action)).toEqual(['release']);
  });

  test('each of --steps by the same rule', async () => {
    await expect(cli('canary', 'mf-cabinet', '1.1.0+b', '10', '--auto', '--steps', '50,1e2')).rejects.toThrow('--steps: Доля — целое число от 1 до 100, а не «1e2»');
  });

  test('1 and 100 are shares', async () => {
    await expect(cli('canary', 'mf-cabinet', '1.1.0+b', '1')).resolves.toBe('mf-cabinet: 1.1.0+b для 1% посетителей (у остальных 1.0.0+a)');
    await expect(cli('canary', 'mf-cabinet', '1.1.0+b', '100')).resolves.toBe('mf-cabinet: 1.1.0+b для 100% посетителей (у остальных 1.0.0+a)');
  });
});

test('promote <part> <version> refuses a version that is not the canary; promote <part> promotes the canary', async () => {
  await canary(context, 'mf-cabinet', '1.1.0+b', '10');
  await expect(cli('promote', 'mf-cabinet', '1.2.0+c')).rejects.toThrow('У mf-cabinet канарейка 1.1.0+b, а не 1.2.0+c');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', canary: { version: '1.1.0+b', percent: 10 } });
  await expect(cli('promote', 'mf-cabinet', '1.1.0+b')).resolves.toBe('mf-cabinet: 1.1.0+b теперь у всех (было: 1.0.0+a)');
  await canary(context, 'mf-cabinet', '1.2.0+c', '10');
  await expect(cli('promote', 'mf-cabinet')).resolves.toBe('mf-cabinet: 1.2.0+c теперь у всех (было: 1.1.0+b)');
  await expect(cli('promote', 'mf-cabinet', '1.2.0+c')).rejects.toThrow('У mf-cabinet нет канарейки');
});

test('releases says what a canary line means: the others keep the live version', async () => {
  await canary(context, 'mf-cabinet', '1.1.0+b', '10');
  await rollbackCanary(context, 'mf-cabinet', { note: 'хуже живой' });
  const lines = (await cli('releases', 'mf-cabinet')).split('\n');
  expect(lines.map((line) => line.replace(/^\S+\s+тест\s+/, ''))).toEqual([
    'release       1.0.0+a',
    'canary        1.1.0+b  (у остальных 1.0.0+a)  10%',
    'canary-rollback 1.0.0+a  (канарейка 1.1.0+b убрана)  хуже живой',
  ]);
});

test('rollback says where it went, what is previous now and which canary it ended; it takes no version to go to', async () => {
  await release(context, 'mf-cabinet', '1.1.0+b');
  await canary(context, 'mf-cabinet', '1.2.0+c', '10');
  await expect(cli('rollback', 'mf-cabinet', '1.0.0+a')).rejects.toThrow('rollback: лишний аргумент 1.0.0+a');
  await expect(cli('rollback', 'mf-cabinet')).resolves.toBe('mf-cabinet: откат на 1.0.0+a (было: 1.1.0+b); предыдущей нет; канарейка 1.2.0+c (10%) убрана');
  expect((await readRemotesFile(store)).mf_cabinet).toMatchObject({ version: '1.0.0+a', previousVersion: null, canary: null });
});
