/**
 * The five parts as the deployment sees them: each is built on its own into a version folder,
 * published into the release store under `<part>/<version>/`, and served by its own web server.
 */
import path from 'node:path';
import { hostName, localPorts, remoteNames, remotePackages, type RemoteName } from '@microloans/shared-contracts/remotes';

export const repoRoot = path.resolve(__dirname, '../..');

export type PartName = 'shell' | (typeof remotePackages)[RemoteName];

export type Part = {
  /** Folder and package name (`mf-cabinet`). */
  name: PartName;
  /** Module Federation container (`mf_cabinet`); `shell` for the host. */
  container: typeof hostName | RemoteName;
  /** Port of its web server on 127.0.0.1 (`npm start`). */
  port: number;
};

export const remoteParts: Part[] = remoteNames.map((container) => ({ name: remotePackages[container], container, port: localPorts[container] }));
export const shellPart: Part = { name: 'shell', container: hostName, port: localPorts.shell };
export const parts: Part[] = [shellPart, ...remoteParts];

export function partNamed(name: string): Part {
  const part = parts.find((candidate) => candidate.name === name || candidate.container === name);
  if (!part) throw new Error(`Нет такой части: ${name}. Части: ${parts.map((candidate) => candidate.name).join(', ')}`);
  return part;
}

export const isRemote = (part: Part): part is Part & { container: RemoteName } => part.container !== hostName;

export const devApiPort = localPorts.devApi;
export const localOrigin = (port: number) => `http://127.0.0.1:${port}`;

/** Where a part's builds go: one folder per version, and `last-build.json` naming the newest. */
export const distDir = (part: Part) => path.join(repoRoot, part.name, 'dist');
