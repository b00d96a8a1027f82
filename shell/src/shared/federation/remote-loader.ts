import { createEvent, createStore, scopeBind, type Scope } from 'effector';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { logWarning } from '@microloans/platform';
import {
  inCanaryShare,
  remoteNames,
  versionsToTry,
  type ExposedComponentModule,
  type RemoteModuleRef,
  type RemoteName,
  type RemotesManifest,
  type VersionIntegrity,
} from '@microloans/shared-contracts/remotes';
import { remoteFailed, remoteLoaded } from '../health';
import { versionGaps, type ProvidedVersions, type VersionGap } from './compatibility';
import { moduleFiles } from './module-files';

/**
 * Knows where each remote lives (from `remotes.json`) and loads its modules on demand. Nothing of
 * a remote is fetched before a route or widget asks for it. For each remote it tries, in order:
 * the canary (only a visitor whose bucket is in the canary's share), the live version, the
 * previous good version. A candidate built against a newer platform or kit than this shell
 * provides is refused before it runs (logged with what it needs); one that fails to load is
 * skipped. Nothing of a version runs unless it is what was published: its manifest is fetched and
 * its entry run with the integrity `remotes.json` gives (Subresource Integrity), and the entry
 * carries its chunks' own; a version without it is refused. What happened is kept for the ops
 * view (`/ops`).
 */
export type CandidateKind = 'canary' | 'live' | 'previous';
export type Candidate = { kind: CandidateKind; version: string; url: string; integrity: VersionIntegrity | null };

export type RemoteStatus = {
  remote: RemoteName;
  live: Candidate;
  previous: Candidate | null;
  canary: (Candidate & { percent: number; inBucket: boolean }) | null;
  /** The versions this visitor is served, in the order they are tried (the contract's `versionsToTry`). */
  order: Candidate[];
  /** The version this page uses now; null until a module of the remote was asked for. */
  using: Candidate | null;
  /** The version the server drew this page with, tried first while it is still served. */
  drawn: Candidate | null;
  /** Why the last load of the remote failed altogether (every candidate); null after a success. */
  failure: string | null;
  /** How long the first successful load of the remote took. */
  loadMs: number | null;
  lastError: { candidate: CandidateKind; version: string; message: string; at: string } | null;
  refusals: Array<{ candidate: CandidateKind; version: string; gaps: VersionGap[] }>;
};

type Settings = {
  remotes: RemotesManifest;
  clientId: string | null;
  provided: ProvidedVersions;
  /** The remotes' versions the server drew the page with (its state); none for a page drawn here. */
  drawnWith?: Readonly<Record<string, string>>;
};

let settings: Settings | null = null;
const statuses = new Map<RemoteName, RemoteStatus>();
/** The URL registered with the federation runtime per remote, and whether its last load failed. */
const registered = new Map<RemoteName, { url: string; failed: boolean }>();
const manifests = new Map<string, Promise<unknown>>();
let snapshot: RemoteStatus[] = [];

/** What the loader knows of each remote, as the ops view shows it (`/ops`); none on a page the server drew. */
export const remoteStatusesChanged = createEvent<RemoteStatus[]>();
export const $remoteStatuses = createStore<RemoteStatus[]>([], { serialize: 'ignore' }).on(remoteStatusesChanged, (_, next) => next);
let publish: (next: RemoteStatus[]) => void = remoteStatusesChanged;

/** The page's scope, once the app has made it: the loader's news reaches the views drawn in it. */
export function bindRemoteStatusesToScope(scope: Scope): void {
  publish = scopeBind(remoteStatusesChanged, { scope });
  publish(snapshot);
}

const notify = () => {
  // A copy of each status: the loader works on its own, the model's state is never changed in place.
  snapshot = remoteNames.map((name) => statuses.get(name)).filter((status): status is RemoteStatus => Boolean(status)).map((status) => ({ ...status, refusals: [...status.refusals] }));
  publish(snapshot);
};

export const remoteStatuses = (): RemoteStatus[] => snapshot;

export function setRemotesManifest(remotes: RemotesManifest, options: Omit<Settings, 'remotes'>): void {
  settings = { remotes, ...options };
  statuses.clear();
  registered.clear();
  for (const remote of remoteNames) {
    const deployment = remotes[remote];
    const canary = deployment.canary;
    const inBucket = inCanaryShare(deployment, remote, options.clientId);
    const live: Candidate = { kind: 'live', version: deployment.version, url: deployment.entry, integrity: deployment.integrity ?? null };
    const previous: Candidate | null = deployment.previous
      ? { kind: 'previous', version: deployment.previousVersion ?? 'previous', url: deployment.previous, integrity: deployment.previousIntegrity ?? null }
      : null;
    const canaryCandidate = canary
      ? { kind: 'canary' as const, version: canary.version, url: canary.entry, integrity: canary.integrity ?? null, percent: canary.percent, inBucket }
      : null;
    const drawnVersion = options.drawnWith?.[remote];
    statuses.set(remote, {
      remote,
      live,
      previous,
      canary: canaryCandidate,
      order: versionsToTry(deployment, remote, options.clientId).map(({ kind, version, entry, integrity }) => ({ kind, version, url: entry, integrity })),
      using: null,
      drawn: [canaryCandidate, live, previous].find((candidate) => candidate !== null && candidate.version === drawnVersion) ?? null,
      failure: null,
      loadMs: null,
      lastError: null,
      refusals: [],
    });
  }
  notify();
}

function statusOf(remote: RemoteName): RemoteStatus {
  const status = statuses.get(remote);
  if (!status || !settings) throw new Error('remotes.json is not loaded yet');
  return status;
}

/** The version of a remote that is serving now, for logs. */
export function activeVersionLabel(remote: RemoteName): string {
  const status = statuses.get(remote);
  if (!status) return 'unknown';
  const candidate = status.using ?? status.live;
  return candidate.kind === 'live' ? candidate.version : `${candidate.kind} ${candidate.version}`;
}

/** The version this visitor is served for `remote` now (what a visit counts against); null before remotes.json is in. */
export function servedVersion(remote: RemoteName): string | null {
  const status = statuses.get(remote);
  return status ? (candidatesOf(status)[0]?.version ?? null) : null;
}

/** Which remote version a file belongs to: its address is under the folder of one of the versions served. */
export function remoteVersionOfFile(url: string): { remote: RemoteName; version: string } | null {
  for (const status of statuses.values()) {
    for (const candidate of [status.canary, status.live, status.previous]) {
      if (candidate && url.startsWith(new URL('.', candidate.url).href)) return { remote: status.remote, version: candidate.version };
    }
  }
  return null;
}

function candidatesOf(status: RemoteStatus): Candidate[] {
  const all = status.order;
  // Once the page settled on one, the rest of that remote's modules come from it too: one page
  // never mixes two versions of a remote (unless that one fails).
  // Before that, the one the server drew the page with (its HTML is that version's).
  const first = status.using ?? status.drawn;
  return first ? [first, ...all.filter((candidate) => candidate.url !== first.url)] : all;
}

/** What each file the federation runtime loads for a remote must be (its manifests and entries), by address. */
const expected = new Map<string, string>();
const absolute = (url: string) => new URL(url, document.baseURI).href;

/**
 * The federation runtime's own loads of a remote's manifest and entry carry their integrity: a
 * file whose bytes are not the published ones is refused by the browser before it runs.
 */
const integrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'subresource-integrity',
  // The runtime would put a module's chunks on the page beside its entry, as plain scripts that
  // run without a check: they are loaded by the entry instead, each with the hash it carries (the
  // shell's own prefetch has them in the HTTP cache already).
  beforePreloadRemote({ preloadOps }) {
    preloadOps.length = 0;
  },
  createScript({ url }) {
    const integrity = expected.get(absolute(url));
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
  fetch(url, init) {
    const integrity = expected.get(absolute(url));
    return integrity ? fetch(url, { ...init, integrity }) : undefined;
  },
};
let integrityPluginInstalled = false;

/** A version `remotes.json` gives no integrity for: what it should be is unknown, so it does not run. */
class UnverifiedRemote extends Error {}

/** Only a development build (`npm run dev`: its servers rebuild the files as they change) runs a version without integrity. */
export const integrityRequired = process.env.NODE_ENV !== 'development';

function readManifest(url: string, integrity: string | undefined): Promise<unknown> {
  let pending = manifests.get(url);
  if (!pending) {
    // A published version's manifest is immutable: the federation runtime's own request for it
    // is answered from the HTTP cache.
    if (integrity) expected.set(absolute(url), integrity);
    pending = fetch(url, integrity ? { integrity } : {}).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    pending.catch(() => manifests.delete(url));
    manifests.set(url, pending);
  }
  return pending;
}

class IncompatibleRemote extends Error {
  constructor(readonly gaps: VersionGap[]) {
    super(gaps.map((gap) => `${gap.pkg}: нужна ${gap.needed}, есть ${gap.provided}`).join('; '));
  }
}

async function loadFrom(remote: RemoteName, module: string, candidate: Candidate): Promise<ExposedComponentModule> {
  if (!candidate.integrity && integrityRequired) throw new UnverifiedRemote(`${remote} ${candidate.version}: в remotes.json нет целостности версии`);
  if (!integrityPluginInstalled) {
    registerPlugins([integrityPlugin]);
    integrityPluginInstalled = true;
  }
  const manifest = await readManifest(candidate.url, candidate.integrity?.manifest);
  const gaps = versionGaps(manifest, settings!.provided);
  if (gaps.length > 0) throw new IncompatibleRemote(gaps);
  // The entry's address as the runtime asks for it: the first of the module's files.
  const [entryUrl] = moduleFiles(manifest, module, candidate.url);
  if (entryUrl && candidate.integrity) expected.set(absolute(entryUrl), candidate.integrity.entry);
  const current = registered.get(remote);
  if (!current || current.url !== candidate.url || current.failed) {
    // `force` drops whatever the runtime cached for this remote, a failed load included.
    registerRemotes([{ name: remote, entry: candidate.url }], { force: current !== undefined });
    registered.set(remote, { url: candidate.url, failed: false });
  }
  try {
    const loaded = await loadRemote<ExposedComponentModule>(`${remote}/${module.slice(2)}`);
    if (!loaded || typeof loaded.default !== 'function') throw new Error(`${remote}/${module} has no default export`);
    return loaded;
  } catch (error) {
    registered.set(remote, { url: candidate.url, failed: true });
    throw error;
  }
}

/**
 * The manifest of the version the page would use for `remote`, and its URL; null when there is
 * none or it may not run here (the prefetch on intent reads it, `remote-prefetch.ts`).
 */
export async function usableManifest(remote: RemoteName): Promise<{ url: string; manifest: unknown } | null> {
  const [candidate] = candidatesOf(statusOf(remote));
  if (!candidate || !settings || (!candidate.integrity && integrityRequired)) return null;
  const manifest = await readManifest(candidate.url, candidate.integrity?.manifest);
  return versionGaps(manifest, settings.provided).length > 0 ? null : { url: candidate.url, manifest };
}

export async function loadRemoteModule({ remote, module }: RemoteModuleRef): Promise<ExposedComponentModule> {
  const status = statusOf(remote);
  let lastError: unknown = null;
  for (const candidate of candidatesOf(status)) {
    const started = performance.now();
    try {
      const loaded = await loadFrom(remote, module, candidate);
      if (status.using?.url !== candidate.url || status.loadMs === null) {
        status.loadMs = Math.round(performance.now() - started);
      }
      status.using = candidate;
      status.failure = null;
      remoteLoaded(remote, candidate.version);
      notify();
      return loaded;
    } catch (error) {
      lastError = error;
      remoteFailed(remote, 'loadFailures', candidate.version);
      if (error instanceof IncompatibleRemote) {
        if (!status.refusals.some((refusal) => refusal.candidate === candidate.kind && refusal.version === candidate.version)) {
          status.refusals.push({ candidate: candidate.kind, version: candidate.version, gaps: error.gaps });
          void logWarning('Удалённая часть собрана под более новую платформу: не запускается', {
            remote,
            version: candidate.version,
            candidate: candidate.kind,
            needed: Object.fromEntries(error.gaps.map((gap) => [gap.pkg, gap.needed])),
            provided: settings!.provided,
          });
        }
      } else {
        status.lastError = { candidate: candidate.kind, version: candidate.version, message: error instanceof Error ? error.message : String(error), at: new Date().toISOString() };
        console.warn(`[shell] ${remote}: ${candidate.kind} ${candidate.version} failed to load, trying the next one`);
      }
      if (status.using?.url === candidate.url) status.using = null;
      status.failure = error instanceof Error ? error.message : String(error);
      notify();
    }
  }
  throw lastError ?? new Error(`${remote}: нет версии, которую можно загрузить`);
}
