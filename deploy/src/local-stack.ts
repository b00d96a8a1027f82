/**
 * Where a local copy of the product lives: `npm start`'s (shell :3000, remotes :3001–3004, its
 * render tier :3010, dev-api :4000, the store `.store/`), or another beside it with every port
 * moved by an offset and a store of its own (`npm start -- --port-offset 200`: shell :3200, …,
 * dev-api :4200, `.store-200/`). Parallel test workers each drive a copy of their own this way:
 * no worker resets or counts another's dev-api.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localPorts } from '@microloans/shared-contracts/remotes';
import { defaultDeploymentFile, defaultStoreDir, readDeployment, type Deployment } from './cli';
import type { Origins } from './commands';
import { repoRoot, type Part } from './parts';

export const localConfigFile = path.join(repoRoot, 'deploy/local/shell/config.json');

export type LocalStack = {
  offset: number;
  /** A part's web server. */
  portOf: (part: Part) => number;
  renderPort: number;
  devApiPort: number;
  storeDir: string;
  /** Origins of the parts and the shell origins the remotes allow (the local deployment, moved). */
  deployment: Deployment;
  /** The shell's config.json for this copy: the local one with its dev-api addresses moved. */
  config: () => Record<string, unknown>;
};

/** A URL on 127.0.0.1 moved by `offset` ports; any other URL as it is. */
function moved(url: string, offset: number): string {
  const parsed = new URL(url);
  if (offset === 0 || parsed.hostname !== '127.0.0.1' || parsed.port === '') return url;
  parsed.port = String(Number(parsed.port) + offset);
  // `new URL` adds a slash to a bare origin: an origin stays an origin.
  return url.endsWith('/') || parsed.pathname !== '/' ? parsed.href : parsed.origin;
}

/** The local copy of the product at this port offset (0: `npm start`'s own). */
export function localStack(offset = 0): LocalStack {
  if (!Number.isInteger(offset) || offset < 0 || offset % 100 !== 0 || offset > 1000) {
    throw new Error(`--port-offset ${offset}: нужно целое число сотен от 0 до 1000`);
  }
  const local = readDeployment(defaultDeploymentFile());
  const origins = Object.fromEntries(Object.entries(local.origins).map(([part, origin]) => [part, moved(origin!, offset)])) as Origins;
  return {
    offset,
    portOf: (part) => part.port + offset,
    renderPort: localPorts.shellRender + offset,
    devApiPort: localPorts.devApi + offset,
    storeDir: offset === 0 ? defaultStoreDir() : path.join(repoRoot, `.store-${offset}`),
    deployment: { origins, shellOrigins: local.shellOrigins.map((origin) => moved(origin, offset)) },
    config: () => {
      const config = JSON.parse(readFileSync(localConfigFile, 'utf8')) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(config).map(([key, value]) => [key, typeof value === 'string' && /^https?:\/\//.test(value) ? moved(value, offset) : value]));
    },
  };
}
