import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames, remotePackages, type RemoteDeployment, type RemoteName, type RemotesManifest } from '@microloans/shared-contracts/remotes';
import { startPartServer, type RunningServer } from '../../deploy/src/server';
import { servingSettings } from '../../deploy/src/start';
import { parseRuntimeConfig } from '@microloans/shared-contracts/config';
import { product, remotePort } from './product';

/**
 * Extra origins of the product for tests that need their own topology (a stopped remote, a dead
 * entry, another shell's remotes.json), served from the release store the worker's copy of the
 * product serves (lib/product.ts), by the same server, with the same headers. Nothing is rebuilt.
 */
export const storeDir = product.storeDir;
const deployment = () => product.deployment;

export type StaticServer = RunningServer;

export const livePorts = Object.fromEntries(remoteNames.map((name) => [name, remotePort(name)])) as Record<RemoteName, number>;

async function storeConfig() {
  return parseRuntimeConfig(JSON.parse(await readFile(path.join(storeDir, 'shell', 'config.json'), 'utf8')));
}

/** The live `remotes.json` of the worker's copy. */
export async function liveManifest(): Promise<RemotesManifest> {
  return JSON.parse(await readFile(path.join(storeDir, 'shell', 'remotes.json'), 'utf8')) as RemotesManifest;
}

/** The live entry of one remote, moved to another origin (same version, same files). */
export function entryOn(deployment: RemoteDeployment, port: number): RemoteDeployment {
  const url = new URL(deployment.entry);
  url.port = String(port);
  return { ...deployment, entry: url.href, previous: null, previousVersion: null, canary: null };
}

/** A remote's folder of the store, on another port. */
export async function serveRemote(remote: RemoteName, port: number): Promise<StaticServer> {
  const { remoteCsp } = servingSettings(deployment().origins, await storeConfig());
  return startPartServer({
    root: path.join(storeDir, remotePackages[remote]),
    kind: 'remote',
    port,
    corsOrigins: deployment().shellOrigins,
    csp: remoteCsp,
    label: remote,
  });
}

/**
 * A second shell origin with its own `remotes.json` (and config changes): what an operator does
 * when pointing one remote's entry elsewhere. Its page is the live shell's; its versions are the
 * store's (linked, not copied).
 */
export async function serveShellWith(port: number, remotes: RemotesManifest, configChanges: Record<string, unknown> = {}): Promise<StaticServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'shell-origin-'));
  const shellStore = path.join(storeDir, 'shell');
  for (const name of await readdir(shellStore)) {
    if (name.includes('+')) await symlink(path.join(shellStore, name), path.join(root, name));
  }
  for (const file of ['index.html', 'latest.json']) {
    if (existsSync(path.join(shellStore, file))) await writeFile(path.join(root, file), await readFile(path.join(shellStore, file)));
  }
  const config = { ...JSON.parse(await readFile(path.join(shellStore, 'config.json'), 'utf8')), ...configChanges } as Record<string, unknown>;
  await writeFile(path.join(root, 'config.json'), JSON.stringify(config, null, 2));
  await writeFile(path.join(root, 'remotes.json'), JSON.stringify(remotes, null, 2));
  const remoteOrigins = [...new Set(remoteNames.flatMap((name) => [remotes[name].entry, remotes[name].previous, remotes[name].canary?.entry].filter(Boolean).map((url) => new URL(url!).origin)))];
  const { shellCsp } = servingSettings(deployment().origins, parseRuntimeConfig(config));
  return startPartServer({ root, kind: 'shell', port, corsOrigins: [], csp: { ...shellCsp, remoteOrigins: [...shellCsp.remoteOrigins, ...remoteOrigins] }, label: `shell:${port}` });
}
