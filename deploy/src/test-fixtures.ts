/** Test helpers: a temporary release store with built-looking versions, and a server of fake manifests. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from '@microloans/shared-contracts/remotes';
import { partNamed } from './parts';
import { ReleaseStore } from './release-store';

/** The folders this test file made, removed once its tests are done (jest loads this module per test file). */
const made: string[] = [];
afterAll(() => Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

async function temporaryFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export async function temporaryStore(): Promise<ReleaseStore> {
  return new ReleaseStore(await temporaryFolder('release-store-'));
}

/** A folder that looks like a build of `part` at `version` (what `publish` copies). */
export async function fakeBuild(partName: string, version: string): Promise<string> {
  const part = partNamed(partName);
  const dir = await temporaryFolder(`${part.name}-build-`);
  await writeFile(path.join(dir, 'latest.json'), JSON.stringify({ version: version.split('+')[0], buildId: version }));
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: part.container, shared: [] }));
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${part.name} ${version}</title>`);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'assets', 'main.js'), `console.log(${JSON.stringify(version)})`);
  if (part.name !== 'shell') await writeFile(path.join(dir, 'remoteEntry.js'), `var ${part.container} = ${JSON.stringify(version)};`);
  return dir;
}

/** Serves `<store>/<part>/<version>/…` as the parts' origins would, on one port (`/<part>/…`). */
export async function serveStoreOverHttp(store: ReleaseStore): Promise<{ origins: Record<string, string>; close: () => Promise<void> }> {
  const { readFile } = await import('node:fs/promises');
  const server: Server = createServer((request, response) => {
    const file = path.join(store.root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    readFile(file).then(
      (body) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origins = Object.fromEntries(['shell', 'mf-confirmation', 'mf-cabinet', 'mf-blog', 'mf-shopwindow'].map((name) => [name, `http://127.0.0.1:${port}/${name}`]));
  return { origins, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A store whose live shell is `1.0.0+a` (its first frame's script hash `'sha256-abc='`), with an empty config.json. */
export async function storeWithLiveShell(): Promise<ReleaseStore> {
  const store = await temporaryStore();
  await store.publish('shell', '1.0.0+a', await fakeBuild('shell', '1.0.0+a'));
  await writeFile(path.join(store.versionDir('shell', '1.0.0+a'), 'csp.json'), JSON.stringify({ scriptHashes: ["'sha256-abc='"] }));
  await store.putShellLive('1.0.0+a');
  await writeFile(path.join(store.shellDir, 'config.json'), '{}');
  return store;
}

/**
 * remotes.json with mf-blog at `live` (and `previous`), each with the integrity its record gives;
 * the other remotes name the same versions (which their folders do not hold: none is drawn).
 */
export async function deployBlog(store: ReleaseStore, live: string, previous: string | null): Promise<void> {
  const entry = (version: string) => `http://127.0.0.1:3003/${version}/mf-manifest.json`;
  const deployment = {
    version: live,
    entry: entry(live),
    integrity: await store.versionIntegrity('mf-blog', live),
    previous: previous ? entry(previous) : null,
    previousVersion: previous,
    previousIntegrity: previous ? await store.versionIntegrity('mf-blog', previous) : null,
  };
  await writeFile(path.join(store.shellDir, 'remotes.json'), JSON.stringify(Object.fromEntries(remoteNames.map((name) => [name, deployment]))));
}
