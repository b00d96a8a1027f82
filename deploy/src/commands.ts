/**
 * The operator commands (README "Releasing one remote"): release, rollback, canary, promote and
 * releases. None of them builds or restarts anything: they publish files into the store and
 * change `remotes.json` (or, for the shell, its live page), which every browser reads on its next
 * page load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import type { CanaryDeployment, RemoteDeployment } from '@microloans/shared-contracts/remotes';
import { distDir, isRemote, partNamed, type Part } from './parts';
import { isVersionName, type HistoryRecord, type ReleaseStore } from './release-store';
import { updateRemotesFile, withStoreLock, type RemotesFile } from './remotes-file';

/** Where each part's web server is reachable (the URLs `remotes.json` points browsers at). */
export type Origins = Record<string, string>;

export type CommandContext = {
  store: ReleaseStore;
  origins: Origins;
  /** Who runs the command, for the history. */
  who?: string;
  /** How a manifest is fetched (tests may slow it down); `fetch` by default. */
  fetchJson?: (url: string) => Promise<unknown>;
};

const whoRuns = (context: CommandContext) => context.who ?? process.env.RELEASE_BY ?? userInfo().username;

function originOf(context: CommandContext, part: Part): string {
  const origin = context.origins[part.name];
  if (!origin) throw new Error(`Не задан адрес части ${part.name}`);
  return origin.replace(/\/$/, '');
}

export const manifestUrl = (origin: string, version: string) => `${origin}/${version}/mf-manifest.json`;

/** The version the part's last build wrote (`dist/last-build.json`). */
export function lastBuiltVersion(part: Part): string {
  const file = path.join(distDir(part), 'last-build.json');
  if (!existsSync(file)) throw new Error(`${part.name} ещё не собрана: npm run build -w ${part.name}`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} ответил ${response.status}`);
  return response.json();
}

/** Publishes the version (from the part's dist) unless it is in the store already. */
async function ensurePublished(context: CommandContext, part: Part, version: string): Promise<boolean> {
  if (await context.store.isPublished(part.name, version)) return false;
  const built = path.join(distDir(part), version);
  if (!existsSync(built)) throw new Error(`${part.name} ${version}: нет ни в хранилище, ни в ${built}`);
  await context.store.publish(part.name, version, built);
  await context.store.appendHistory({ at: new Date().toISOString(), who: whoRuns(context), action: 'publish', part: part.name, version, from: null });
  return true;
}

/** The published version answers over HTTP, and is the container it claims to be. */
async function checkReachable(context: CommandContext, part: Part, version: string): Promise<string> {
  const origin = originOf(context, part);
  const fetchJson = context.fetchJson ?? defaultFetchJson;
  if (!isRemote(part)) {
    await fetchJson(`${origin}/${version}/latest.json`);
    return `${origin}/${version}/index.html`;
  }
  const url = manifestUrl(origin, version);
  const manifest = (await fetchJson(url)) as { name?: unknown };
  if (manifest.name !== part.container) {
    throw new Error(`${url}: контейнер ${String(manifest.name)}, а должен быть ${part.container}`);
  }
  return url;
}

const record = (context: CommandContext, action: HistoryRecord['action'], part: Part, version: string, from: string | null, note?: string): HistoryRecord => ({
  at: new Date().toISOString(),
  who: whoRuns(context),
  action,
  part: part.name,
  version,
  from,
  ...(note ? { note } : {}),
});

/**
 * A share of visitors, as an operator types it and the controller steps by: a whole number of
 * percent from 1 to 100 in decimal digits. Not `Number()`'s reading, which takes `''` for 0, `1e2`
 * for 100 and `0x10` for 16; 0 is no canary at all (`canary … --stop` ends one).
 */
export function shareOf(text: string): number {
  const share = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(share >= 1 && share <= 100)) throw new Error(`Доля — целое число от 1 до 100, а не «${text}»`);
  return share;
}

const wentLive: ReadonlySet<HistoryRecord['action']> = new Set(['release', 'release-shell', 'promote', 'rollback']);

/**
 * The versions a part has gone live with, oldest first, as its history tells it: a release or a
 * promotion puts its version on top (taken from below if it was there); a rollback takes the
 * version it left out of the line altogether, so that neither a later rollback nor the browser's
 * fallback to `previous` ever goes back to it, unless it is released again.
 */
function liveLine(history: readonly HistoryRecord[]): string[] {
  const line: string[] = [];
  const leave = (version: string | null) => {
    const at = version === null ? -1 : line.indexOf(version);
    if (at >= 0) line.splice(at, 1);
  };
  for (const entry of history) {
    if (!wentLive.has(entry.action)) continue;
    if (entry.action === 'rollback') leave(entry.from);
    leave(entry.version);
    line.push(entry.version);
  }
  return line;
}

/**
 * Where a rollback from `live` goes: the last version before it in the part's line that the store
 * still holds, and the one before that (the new `previous`). A history that never saw `live` go
 * live (a store set up by hand) has only what remotes.json calls `previous` to offer.
 */
async function wayBack(context: CommandContext, part: Part, live: string | null, recordedPrevious: string | null): Promise<{ target: string | null; before: string | null }> {
  const line = liveLine(await context.store.history(part.name));
  const candidates = live !== null && line.includes(live) ? line.filter((version) => version !== live) : recordedPrevious ? [recordedPrevious] : [];
  const kept: string[] = [];
  for (const version of candidates.reverse()) {
    if (kept.length === 2) break;
    if (await context.store.isPublished(part.name, version)) kept.push(version);
  }
  return { target: kept[0] ?? null, before: kept[1] ?? null };
}

/** Puts the shell version `choose` picks (given the live one) live, under the lock, with its history line. */
function switchShell(context: CommandContext, action: 'release-shell' | 'rollback', choose: (live: string | null) => Promise<string>): Promise<HistoryRecord> {
  return withStoreLock(context.store, async () => {
    const live = await context.store.liveShellVersion();
    const target = await choose(live);
    await context.store.putShellLive(target);
    const done = record(context, action, partNamed('shell'), target, live);
    await context.store.appendHistory(done);
    return done;
  });
}

/** A remote part's deployment in `remotes.json` (its live, previous and canary versions); null for the shell or a remote never released. */
export function liveEntry(file: RemotesFile, part: Part): RemoteDeployment | null {
  return isRemote(part) ? (file[part.container] ?? null) : null;
}

/**
 * `release <part> [version]`: publishes the built version (never over a published one), checks
 * that its manifest answers and names the right container, then makes it live with the former
 * live version as `previous`.
 */
export async function release(context: CommandContext, partName: string, requested?: string): Promise<HistoryRecord> {
  const part = partNamed(partName);
  const version = requested ?? lastBuiltVersion(part);
  if (!isVersionName(version)) throw new Error(`Не версия: ${version}`);
  await withStoreLock(context.store, () => ensurePublished(context, part, version));
  const entry = await checkReachable(context, part, version);

  if (!isRemote(part)) {
    return switchShell(context, 'release-shell', (live) => {
      if (live === version) throw new Error(`shell ${version} уже работает`);
      return Promise.resolve(version);
    });
  }

  let done: HistoryRecord | null = null;
  await updateRemotesFile(context.store, async (file) => {
    const current = liveEntry(file, part);
    if (current?.version === version) throw new Error(`${part.name} ${version} уже работает`);
    const canary = current?.canary && current.canary.version !== version ? current.canary : null;
    done = record(context, 'release', part, version, current?.version ?? null);
    await context.store.appendHistory(done);
    return {
      ...file,
      [part.container]: {
        version,
        entry,
        integrity: await context.store.versionIntegrity(part.name, version),
        previous: current?.entry ?? null,
        previousVersion: current?.version ?? null,
        previousIntegrity: current?.integrity ?? null,
        canary,
      },
    };
  });
  return done!;
}

/**
 * `rollback <part>`: the version before the live one goes live, and the one before that becomes
 * `previous` (from the history: a version rolled back from is neither, see liveLine). A canary on
 * the part ends with it: it was a step forward from the version being left.
 */
export async function rollback(context: CommandContext, partName: string): Promise<HistoryRecord> {
  const part = partNamed(partName);
  const origin = originOf(context, part);

  if (!isRemote(part)) {
    return switchShell(context, 'rollback', async (live) => {
      const { target } = await wayBack(context, part, live, null);
      if (!target) throw new Error('У shell нет предыдущей версии');
      return target;
    });
  }

  let done: HistoryRecord | null = null;
  await updateRemotesFile(context.store, async (file) => {
    const current = liveEntry(file, part);
    const { target, before } = current ? await wayBack(context, part, current.version, current.previousVersion ?? null) : { target: null, before: null };
    if (!current || !target) throw new Error(`У ${part.name} нет предыдущей версии`);
    const said = [before ? `предыдущая ${before}` : 'предыдущей нет', ...(current.canary ? [`канарейка ${current.canary.version} (${current.canary.percent}%) убрана`] : [])];
    done = record(context, 'rollback', part, target, current.version, said.join('; '));
    await context.store.appendHistory(done);
    const wasPrevious = target === current.previousVersion;
    return {
      ...file,
      [part.container]: {
        version: target,
        entry: wasPrevious && current.previous ? current.previous : manifestUrl(origin, target),
        // What remotes.json said of it when it was live stays what it must be.
        integrity: (wasPrevious ? current.previousIntegrity : null) ?? (await context.store.versionIntegrity(part.name, target)),
        previous: before ? manifestUrl(origin, before) : null,
        previousVersion: before,
        previousIntegrity: before ? await context.store.versionIntegrity(part.name, before) : null,
        canary: null,
      },
    };
  });
  return done!;
}

/** The canary changed under a controller's feet (an operator promoted, rolled back or replaced it): the operator's word stands. */
export class CanaryChanged extends Error {}

/** `canary <part> <version> <percent>`: a sticky share of visitors gets that version (`note`: why, for the history). */
export async function canary(
  context: CommandContext,
  partName: string,
  version: string,
  percentText: string,
  { note, stepOf }: { note?: string; stepOf?: string } = {},
): Promise<HistoryRecord> {
  const part = partNamed(partName);
  if (!isRemote(part)) throw new Error('Канарейка — только для удалённых частей');
  const percent = shareOf(percentText);
  await withStoreLock(context.store, () => ensurePublished(context, part, version));
  const entry = await checkReachable(context, part, version);
  let done: HistoryRecord | null = null;
  await updateRemotesFile(context.store, async (file) => {
    const current = liveEntry(file, part);
    if (!current) throw new Error(`${part.name} ещё не выпущена: сначала release`);
    if (current.version === version) throw new Error(`${part.name} ${version} уже работает у всех`);
    // A controller's next step: only while the canary is still the one it steps.
    if (stepOf !== undefined && current.canary?.version !== stepOf) throw new CanaryChanged(`${part.name}: канарейка уже не ${stepOf}`);
    done = record(context, 'canary', part, version, current.version, note ? `${percent}% · ${note}` : `${percent}%`);
    await context.store.appendHistory(done);
    return { ...file, [part.container]: { ...current, canary: { version, entry, percent, integrity: await context.store.versionIntegrity(part.name, version) } } };
  });
  return done!;
}

/**
 * Which canary a decision is about. `expected`: a controller's, only while the canary is still the
 * one it runs (an operator's change since wins, CanaryChanged). `named`: the version an operator
 * typed, which must be the running canary.
 */
type CanaryNamed = { expected?: string; named?: string };

/**
 * Changes a remote's running canary under the store's lock: `decide` says what the history records
 * and what the deployment becomes.
 */
async function decideCanary(
  context: CommandContext,
  partName: string,
  { expected, named }: CanaryNamed,
  decide: (part: Part, current: RemoteDeployment, running: CanaryDeployment) => { done: HistoryRecord; next: RemoteDeployment },
): Promise<HistoryRecord> {
  const part = partNamed(partName);
  if (!isRemote(part)) throw new Error('Канарейка — только для удалённых частей');
  let done: HistoryRecord | null = null;
  await updateRemotesFile(context.store, async (file) => {
    const current = liveEntry(file, part);
    if (expected !== undefined && current?.canary?.version !== expected) throw new CanaryChanged(`${part.name}: канарейка уже не ${expected}`);
    if (!current?.canary) throw new Error(`У ${part.name} нет канарейки`);
    if (named !== undefined && current.canary.version !== named) throw new Error(`У ${part.name} канарейка ${current.canary.version}, а не ${named}`);
    const decided = decide(part, current, current.canary);
    done = decided.done;
    await context.store.appendHistory(done);
    return { ...file, [part.container]: decided.next };
  });
  return done!;
}

/**
 * `promote <part> [version]`: the canary goes live for everyone; the former live version is
 * `previous`. `version`: only if it is the canary (an operator's check of what they promote).
 */
export function promote(context: CommandContext, partName: string, { note, expected, version }: { note?: string; expected?: string; version?: string } = {}): Promise<HistoryRecord> {
  return decideCanary(context, partName, { expected, named: version }, (part, current, running) => ({
    done: record(context, 'promote', part, running.version, current.version, note),
    next: {
      version: running.version,
      entry: running.entry,
      integrity: running.integrity ?? null,
      previous: current.entry,
      previousVersion: current.version,
      previousIntegrity: current.integrity ?? null,
      canary: null,
    },
  }));
}

/**
 * The canary taken away (`canary <part> --stop`, or the controller): every visitor gets the live
 * version again (the live, previous and their integrity stay). `version`: only if it is the canary.
 */
export function rollbackCanary(context: CommandContext, partName: string, { note, expected, version }: { note?: string; expected?: string; version?: string } = {}): Promise<HistoryRecord> {
  return decideCanary(context, partName, { expected, named: version }, (part, current, running) => ({
    done: record(context, 'canary-rollback', part, current.version, running.version, note),
    next: { ...current, canary: null },
  }));
}

/** `releases <part>`: who published, released, rolled back or canaried what, when, from what. */
export async function releases(context: CommandContext, partName: string): Promise<HistoryRecord[]> {
  const part = partNamed(partName);
  // An empty history from a store that is not there would look like a part never released.
  await context.store.mustExist();
  return context.store.history(part.name);
}
