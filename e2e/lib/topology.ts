import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames, type RemoteName, type RemotesManifest } from 'shared-contracts/remotes';

// The same static server `npm start` uses, so tests see production headers and behaviour.
// Imported dynamically: it is a native ES module of the repo's scripts.
const loadStaticServer = () => import('../../scripts/serve-static.mjs');
async function startStaticServer(options: Parameters<Awaited<ReturnType<typeof loadStaticServer>>['startStaticServer']>[0]) {
  const { startStaticServer: start } = await loadStaticServer();
  return start(options);
}

const repoRoot = path.resolve(__dirname, '../..');
export const remoteFolders: Record<RemoteName, string> = {
  mf_confirmation: 'mf-confirmation',
  mf_cabinet: 'mf-cabinet',
  mf_blog: 'mf-blog',
  mf_shopwindow: 'mf-shopwindow',
};
export const livePorts: Record<RemoteName, number> = {
  mf_confirmation: 3001,
  mf_cabinet: 3002,
  mf_blog: 3003,
  mf_shopwindow: 3004,
};

export type StaticServer = { url: string; close: () => Promise<void> };

export function serveRemote(remote: RemoteName, port: number): Promise<StaticServer> {
  return startStaticServer({ dir: path.join(repoRoot, remoteFolders[remote], 'dist'), port, spa: true });
}

export function liveManifest(): RemotesManifest {
  return Object.fromEntries(
    remoteNames.map((name) => [
      name,
      { version: '1.0.0', entry: `http://127.0.0.1:${livePorts[name]}/mf-manifest.json`, previous: null },
    ]),
  ) as RemotesManifest;
}

/**
 * A second shell origin with its own `remotes.json`, built from the same dist: what an operator
 * does when pointing one remote's entry elsewhere. Nothing is rebuilt.
 */
export async function serveShellWith(
  port: number,
  remotes: RemotesManifest,
  configChanges: Record<string, unknown> = {},
): Promise<StaticServer> {
  const runtimeDir = await mkdtemp(path.join(tmpdir(), 'shell-runtime-'));
  const config = JSON.parse(await readFile(path.join(repoRoot, 'deploy/local/shell/config.json'), 'utf8')) as object;
  await writeFile(path.join(runtimeDir, 'config.json'), JSON.stringify({ ...config, ...configChanges }, null, 2));
  await writeFile(path.join(runtimeDir, 'remotes.json'), JSON.stringify(remotes, null, 2));
  return startStaticServer({ dir: path.join(repoRoot, 'shell/dist'), port, spa: true, runtimeDir });
}
