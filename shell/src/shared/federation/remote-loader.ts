import { createEvent, createStore, scopeBind, type Scope } from 'effector';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { logWarning } from '@microloans/platform';
import {
  inCanaryShare,
  remoteNames,
  versionsToTry,
  type ExposedComponentModule,
  type RemoteModuleRef,
  type RemoteName,
  type RemotesManifest,
} from '@microloans/shared-contracts/remotes';
import { versionGaps, type ProvidedVersions, type VersionGap } from './compatibility';

/**
 * Knows where each remote lives (from `remotes.json`) and loads its modules on demand. Nothing of
 * a remote is fetched before a route or widget asks for it. For each remote it tries, in order:
 * the canary (only a visitor whose bucket is in the canary's share), the live version, the
 * previous good version. A candidate built against a newer platform or kit than this shell
 * provides is refused before it runs (logged with what it needs); one that fails to load is
 * skipped. What happened is kept for the ops view (`/ops`).
 */
export type CandidateKind = 'canary' | 'live' | 'previous';
export type Candidate = { kind: CandidateKind; version: string; url: string };

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
    const live: Candidate = { kind: 'live', version: deployment.version, url: deployment.entry };
    const previous: Candidate | null = deployment.previous ? { kind: 'previous', version: deployment.previousVersion ?? 'previous', url: deployment.previous } : null;
    const canaryCandidate = canary ? { kind: 'canary' as const, version: canary.version, url: canary.entry, percent: canary.percent, inBucket } : null;
    const drawnVersion = options.drawnWith?.[remote];
    statuses.set(remote, {
      remote,
      live,
      previous,
      canary: canaryCandidate,
      order: versionsToTry(deployment, remote, options.clientId).map(({ kind, version, entry }) => ({ kind, version, url: entry })),
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

function candidatesOf(status: RemoteStatus): Candidate[] {
  const all = status.order;
  // Once the page settled on one, the rest of that remote's modules come from it too: one page
  // never mixes two versions of a remote (unless that one fails).
  // Before that, the one the server drew the page with (its HTML is that version's).
  const first = status.using ?? status.drawn;
  return first ? [first, ...all.filter((candidate) => candidate.url !== first.url)] : all;
}

async function readManifest(url: string): Promise<unknown> {
  let pending = manifests.get(url);
  if (!pending) {
    // A published version's manifest is immutable: the federation runtime's own request for it
    // is answered from the HTTP cache.
    pending = fetch(url).then((response) => {
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
  const gaps = versionGaps(await readManifest(candidate.url), settings!.provided);
  if (gaps.length > 0) throw new IncompatibleRemote(gaps);
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
  if (!candidate || !settings) return null;
  const manifest = await readManifest(candidate.url);
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
      notify();
      return loaded;
    } catch (error) {
      lastError = error;
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
