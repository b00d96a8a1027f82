import type { ComponentType } from 'react';
import { isRecord } from '../lib/guards';

/** Module Federation container names of the four remotes. */
export const remoteNames = ['mf_confirmation', 'mf_cabinet', 'mf_blog', 'mf_shopwindow'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The container name of the host. */
export const hostName = 'shell';

export { exposedModules } from './exposed-modules';
import type { exposedModules } from './exposed-modules';

export type ExposedModule<R extends RemoteName = RemoteName> = (typeof exposedModules)[R][number];

/** A (remote, module) pair the shell may load. */
export type RemoteModuleRef = {
  [R in RemoteName]: { remote: R; module: ExposedModule<R> };
}[RemoteName];

/** Props the shell passes to every exposed page or widget. */
export type RemoteModuleProps = Record<string, never>;

/** The shape every exposed module has: a default-exported component. */
export type ExposedComponentModule = { default: ComponentType<RemoteModuleProps> };

/** npm package (folder) of each remote. */
export const remotePackages = {
  mf_confirmation: 'mf-confirmation',
  mf_cabinet: 'mf-cabinet',
  mf_blog: 'mf-blog',
  mf_shopwindow: 'mf-shopwindow',
} as const satisfies Record<RemoteName, string>;

export { remoteTitles } from './remote-titles';
export {
  leftToBrowserDigest,
  serverBuildFolder,
  type PageRequest,
  type PageServer,
  type PageServerOptions,
  type RemotePageHead,
  type RemoteServerLoader,
  type RemoteServerModule,
  type ServerAnswer,
  type ShellServerModule,
} from './server-side';

/** Ports on 127.0.0.1 used by `npm start` and `npm run dev`. */
export const localPorts = {
  shell: 3000,
  mf_confirmation: 3001,
  mf_cabinet: 3002,
  mf_blog: 3003,
  mf_shopwindow: 3004,
  /** The shell's render tier (deploy/src/render-tier.ts: its workers' one port), behind the shell's web server. */
  shellRender: 3010,
  devApi: 4000,
} as const;

/**
 * What a version's integrity record (written once when it was published) says of it: the record's
 * own hash, and those of the two files a browser loads first. Each is an `integrity` value
 * (`sha384-…`). The manifest is fetched and the entry run only with these; the entry carries its
 * chunks' hashes, and the render host checks every file against the record.
 */
export type VersionIntegrity = { record: string; manifest: string; entry: string };

/** A share of visitors on another version of a remote (`npm run canary`). */
export type CanaryDeployment = {
  version: string;
  /** URL of the canary version's `mf-manifest.json`. */
  entry: string;
  /** 0–100: visitors whose bucket (`canaryBucket`) is below it get the canary. */
  percent: number;
  /** Null for a version published without a record: it is not run. */
  integrity?: VersionIntegrity | null;
};

/** One entry of `remotes.json`, the deployment manifest served next to the shell. */
export type RemoteDeployment = {
  version: string;
  /** URL of the live version's `mf-manifest.json`. */
  entry: string;
  /** URL of the previous good version's `mf-manifest.json`, tried when `entry` fails. */
  previous: string | null;
  /** The previous version's name, for the ops view and the history. */
  previousVersion?: string | null;
  canary?: CanaryDeployment | null;
  /** The live version's integrity; null for a version published without a record (it is not run). */
  integrity?: VersionIntegrity | null;
  /** The previous version's. */
  previousIntegrity?: VersionIntegrity | null;
};

export type RemotesManifest = Record<RemoteName, RemoteDeployment>;

/** An `integrity` value as Subresource Integrity writes it (`sha384-…`, base64). */
export const isIntegrityValue = (value: unknown): value is string => typeof value === 'string' && /^sha(384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value);

/** `1.2.0+lq3k2` and the like: a package version and a build id, the name of a published version. */
export const isVersionName = (name: string): boolean => /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/.test(name);

function parseIntegrity(where: string, value: unknown): VersionIntegrity | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || !isIntegrityValue(value.record) || !isIntegrityValue(value.manifest) || !isIntegrityValue(value.entry)) {
    throw new Error(`remotes.json: ${where} должен содержать record, manifest и entry вида sha384-…`);
  }
  return { record: value.record, manifest: value.manifest, entry: value.entry };
}

const isPercent = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

function parseCanary(name: RemoteName, value: unknown): CanaryDeployment | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || typeof value.version !== 'string' || typeof value.entry !== 'string' || !value.entry || !isPercent(value.percent)) {
    throw new Error(`remotes.json: ${name}.canary должен содержать version, entry и percent от 0 до 100`);
  }
  return { version: value.version, entry: value.entry, percent: value.percent, integrity: parseIntegrity(`${name}.canary.integrity`, value.integrity) };
}

/** Validates `remotes.json`; throws with a message naming the first bad entry. */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (!isRecord(json)) throw new Error('remotes.json: ожидался объект');
  const manifest = {} as RemotesManifest;
  for (const name of remoteNames) {
    const entry = json[name];
    if (!isRecord(entry)) throw new Error(`remotes.json: нет записи ${name}`);
    const { version, entry: url, previous, previousVersion } = entry;
    if (typeof version !== 'string' || typeof url !== 'string' || !url) {
      throw new Error(`remotes.json: ${name} должен содержать version и entry`);
    }
    if (previous !== null && previous !== undefined && typeof previous !== 'string') {
      throw new Error(`remotes.json: ${name}.previous должен быть строкой или null`);
    }
    manifest[name] = {
      version,
      entry: url,
      previous: previous ?? null,
      previousVersion: typeof previousVersion === 'string' ? previousVersion : null,
      canary: parseCanary(name, entry.canary),
      integrity: parseIntegrity(`${name}.integrity`, entry.integrity),
      previousIntegrity: parseIntegrity(`${name}.previousIntegrity`, entry.previousIntegrity),
    };
  }
  return manifest;
}

/**
 * A visitor's bucket (0–99) for a remote's canary: the same client id always lands in the same
 * bucket (a sticky share), and buckets differ between remotes, so one visitor is not the canary of
 * every release at once. FNV-1a, 32 bits: tiny, fast and evenly spread.
 */
export function canaryBucket(clientId: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${clientId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}

/** Whether this visitor is in the remote's canary share (none without a canary or a client id). */
export function inCanaryShare(deployment: RemoteDeployment, remote: RemoteName, clientId: string | null): boolean {
  const { canary } = deployment;
  return Boolean(canary && clientId !== null && canaryBucket(clientId, remote) < canary.percent);
}

export type ServedVersionKind = 'canary' | 'live' | 'previous';
/** A version of a remote a visitor may be served: which one it is, its name, its manifest's URL, what it must be. */
export type ServedVersion = { kind: ServedVersionKind; version: string; entry: string; integrity: VersionIntegrity | null };

/**
 * The versions of a remote this visitor is served, in the order they are tried: the canary (only
 * for a visitor in its share), the live version, the previous good one. The browser's remote
 * loader and the render host both go down this list, so the version drawn on the server is the
 * version the page runs.
 */
export function versionsToTry(deployment: RemoteDeployment, remote: RemoteName, clientId: string | null): ServedVersion[] {
  const { canary } = deployment;
  return [
    ...(canary && inCanaryShare(deployment, remote, clientId) ? [{ kind: 'canary' as const, version: canary.version, entry: canary.entry, integrity: canary.integrity ?? null }] : []),
    { kind: 'live', version: deployment.version, entry: deployment.entry, integrity: deployment.integrity ?? null },
    ...(deployment.previous
      ? [{ kind: 'previous' as const, version: deployment.previousVersion ?? 'previous', entry: deployment.previous, integrity: deployment.previousIntegrity ?? null }]
      : []),
  ];
}

/** The cookie the shell sets on a first visit: the id a canary share is chosen by. */
export const clientIdCookie = 'cid';
