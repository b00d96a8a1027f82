/**
 * What the render tier's supervisor decides, apart from the processes it decides about: when a
 * worker is replaced (it holds too many versions or too much memory), when it is taken for hung,
 * and how soon a crashed one is started again.
 */
import { availableParallelism } from 'node:os';
import { pageAnswerBudgetMs, serverBudgets } from '@microloans/shared-contracts/server-budgets';

export type TierSettings = {
  /** Render workers behind the one port; one per core by default. */
  workers: number;
  /**
   * A worker that holds this many server sides of versions that no longer serve (not the live
   * shell, nor a remote's live, previous or canary: a release, promote or rollback left them behind,
   * and a loaded module is never given back) is replaced by a fresh one, which loads only what serves.
   */
  maxStale: number;
  /** A worker that holds this many versions' server sides in all is replaced as well (a ceiling whatever serves). */
  maxVersions: number;
  /** A worker whose resident memory passes this mark (MB) is replaced as well. */
  memoryMarkMb: number;
  /** How often a worker says it is alive (its event loop is free). */
  heartbeatMs: number;
  /**
   * A worker silent this long is hung (a render in an endless loop holds its only thread): killed
   * and replaced. Longer than any render the server allows itself (its drawing budget) by 0.8 s —
   * a busy machine delays a live worker's beat by hundreds of milliseconds (a release's server side
   * compiled, pages under load), and killing a live worker fails every page it holds — yet shorter
   * than the web server's wait, so the front answers a hung worker's requests with the static page.
   */
  hangMs: number;
  /** How long a retiring worker may take to answer the requests it has before it is stopped. */
  drainMs: number;
};

export const defaultTierSettings = (): TierSettings => ({
  workers: availableParallelism(),
  maxStale: 2,
  maxVersions: 24,
  memoryMarkMb: 768,
  heartbeatMs: 100,
  hangMs: serverBudgets.renderMs + 800,
  drainMs: pageAnswerBudgetMs + 500,
});

/** What a worker last said of itself. */
export type WorkerLoad = { versions: number; stale: number; rssMb: number };

/** Why a worker is to be replaced; null while it may keep serving. */
export function retirementReason(load: WorkerLoad, settings: Pick<TierSettings, 'maxStale' | 'maxVersions' | 'memoryMarkMb'>): string | null {
  if (load.stale >= settings.maxStale) return `${load.stale} версий, которые больше не работают (предел ${settings.maxStale})`;
  if (load.versions >= settings.maxVersions) return `${load.versions} версий в памяти (предел ${settings.maxVersions})`;
  if (load.rssMb >= settings.memoryMarkMb) return `${Math.round(load.rssMb)} МБ памяти (предел ${settings.memoryMarkMb})`;
  return null;
}

/** The most a busy machine stretches the hang limit: a worker in an endless loop still goes within 4 × `hangMs`. */
export const busyMachineStretchAtMost = 4;

/**
 * Whether a worker that last said it was alive at `lastBeatAt` is hung at `now`. On a machine with
 * more runnable processes than cores (`loadPerCore` over 1: the last minute's load average per core)
 * every process's beats come that much later, a live worker's too: the limit stretches with the
 * load, at most `busyMachineStretchAtMost` times. Killing a live worker fails every page it holds.
 */
export const isHung = (lastBeatAt: number, now: number, hangMs: number, loadPerCore = 0): boolean =>
  now - lastBeatAt > hangMs * Math.min(busyMachineStretchAtMost, Math.max(1, loadPerCore));

/**
 * How long to wait before starting a worker again after a crash: at once for the first, then
 * doubling with each crash of the last minute (a part that crashes on start does not spin the CPU),
 * at most 10 s.
 */
export function restartDelayMs(crashTimes: readonly number[], now: number): number {
  const recent = crashTimes.filter((time) => now - time < 60_000).length;
  return recent <= 1 ? 0 : Math.min(10_000, 250 * 2 ** (recent - 2));
}
