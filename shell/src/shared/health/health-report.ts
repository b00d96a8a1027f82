import {
  emptyCounts,
  healthEndpoint,
  maxHealthBeaconBytes,
  type HealthCounter,
  type HealthCounts,
  type HealthReport,
} from '@microloans/shared-contracts/health';
import type { RemoteName } from '@microloans/shared-contracts/remotes';

/**
 * How each remote version does in this browser (shared-contracts/health): a visit is a remote's
 * module shown in its place, counted for the version this visitor is served; a visit fails once,
 * whatever fails in it. The counts leave in a beacon to the shell's own origin — every 10 s while
 * there are some, and as the page is hidden or left — never holding the page up, and with nothing
 * of the visitor in it: a remote, a version, numbers.
 */
export type FailureKind = Extract<HealthCounter, 'loadFailures' | 'renderErrors' | 'errorScreens' | 'uncaughtErrors' | 'hydrationMismatches'>;

type Visit = { remote: RemoteName; version: string; failed: boolean };

const flushEveryMs = 10_000;
const counts = new Map<string, { remote: RemoteName; version: string; counts: HealthCounts }>();
const openVisits = new Set<Visit>();
/** Each remote's latest visit, open or just closed: a failure told after its place went (an error screen replaced it) is still its. */
const latestVisit = new Map<RemoteName, Visit>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let sendBeacon: (url: string, body: string) => boolean = (url, body) => navigator.sendBeacon(url, body);

function countsOf(remote: RemoteName, version: string): HealthCounts {
  const key = `${remote}\n${version}`;
  let entry = counts.get(key);
  if (!entry) {
    entry = { remote, version, counts: emptyCounts() };
    counts.set(key, entry);
  }
  flushTimer ??= setTimeout(flushHealth, flushEveryMs);
  return entry.counts;
}

/** A remote's module is shown (its place came on the page) with `version`: returns what closes the visit. */
export function openVisit(remote: RemoteName, version: string): () => void {
  const visit: Visit = { remote, version, failed: false };
  countsOf(remote, version).visits += 1;
  openVisits.add(visit);
  latestVisit.set(remote, visit);
  return () => {
    openVisits.delete(visit);
  };
}

/** A module of `remote` at `version` loaded (its code arrived and ran). */
export function remoteLoaded(remote: RemoteName, version: string): void {
  countsOf(remote, version).loads += 1;
}

function fail(visit: Visit): void {
  if (visit.failed) return;
  visit.failed = true;
  countsOf(visit.remote, visit.version).failedVisits += 1;
}

/**
 * Something of `remote` failed (of `version`, or of whichever version its latest visit had): the
 * visits it touches fail, and the way is counted.
 */
export function remoteFailed(remote: RemoteName, kind: FailureKind, version?: string): void {
  const visits = [...openVisits].filter((visit) => visit.remote === remote && (version === undefined || visit.version === version));
  const latest = latestVisit.get(remote);
  if (visits.length === 0 && latest && (version === undefined || latest.version === version)) visits.push(latest);
  const counted = version ?? visits[0]?.version;
  if (counted === undefined) return;
  countsOf(remote, counted)[kind] += 1;
  for (const visit of visits) fail(visit);
}

/** The reports to send, within a beacon's size; what does not fit stays for the next one. */
export function takeReports(): HealthReport[] {
  const reports: HealthReport[] = [];
  let size = 16;
  for (const [key, entry] of counts) {
    const moved = Object.fromEntries(Object.entries(entry.counts).filter(([, value]) => value > 0));
    const report: HealthReport = { remote: entry.remote, version: entry.version, counts: moved };
    const length = JSON.stringify(report).length + 1;
    if (reports.length >= 16 || size + length > maxHealthBeaconBytes) break;
    size += length;
    counts.delete(key);
    if (Object.keys(moved).length > 0) reports.push(report);
  }
  return reports;
}

/** Sends what was counted (a beacon: the page is never held up for it). */
export function flushHealth(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  const reports = takeReports();
  if (reports.length > 0) {
    try {
      sendBeacon(healthEndpoint, JSON.stringify({ reports }));
    } catch {
      // No beacon here (an old browser, a test page): the counts are let go, the page goes on.
    }
  }
  if (counts.size > 0) flushTimer = setTimeout(flushHealth, flushEveryMs);
}

/** The page is hidden or left: what was counted goes now (a beacon outlives the page). */
export function sendHealthOnLeave(target: Window): void {
  target.addEventListener('pagehide', flushHealth);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flushHealth();
  });
}

/** For tests: how the beacon is sent, and a fresh start. */
export function replaceBeaconForTests(send: typeof sendBeacon): void {
  sendBeacon = send;
  counts.clear();
  openVisits.clear();
  latestVisit.clear();
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
}
