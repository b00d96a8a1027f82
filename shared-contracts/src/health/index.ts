import { isRecord } from '../lib/guards';
import { isVersionName, remoteNames, type RemoteName } from '../remotes/index';

/**
 * How each remote version does where borrowers are: what the shell counts in the browser and the
 * render tier on the server, per remote and version, for the canary's controller and `/ops`.
 * Nothing personal is in it: a remote, a version and counts.
 */

/** Where the browser sends its counts (a beacon to the shell's own origin) and `/ops` reads them. */
export const healthEndpoint = '/__health';

/** The most a beacon may weigh: what is bigger is refused unread. */
export const maxHealthBeaconBytes = 4096;

/**
 * What is counted. In the browser: `visits`, a remote's module shown in its place, counted for the
 * version the visitor is served; `failedVisits`, those during which it failed in any way below
 * (once per visit); `loads`, its modules loaded; and each way: its module's load failed, it threw as it rendered, an error
 * screen on its page, an uncaught error or rejection from its files, a hydration mismatch on its
 * page. On the server: `serverDraws`, its page the render tier set out to draw with it,
 * `serverFailures`, those where its server side failed to load or to draw.
 */
export const healthCounters = [
  'visits',
  'failedVisits',
  'loads',
  'loadFailures',
  'renderErrors',
  'errorScreens',
  'uncaughtErrors',
  'hydrationMismatches',
  'serverDraws',
  'serverFailures',
] as const;
export type HealthCounter = (typeof healthCounters)[number];
export type HealthCounts = Record<HealthCounter, number>;

/** What the browser may report: the server's counters are the server's own. */
export const browserHealthCounters: readonly HealthCounter[] = healthCounters.filter((counter) => !counter.startsWith('server'));

/** One remote version's counts since the last report. */
export type HealthReport = { remote: RemoteName; version: string; counts: Partial<HealthCounts> };
/** What a beacon carries. */
export type HealthBatch = { reports: HealthReport[] };

export const emptyCounts = (): HealthCounts => Object.fromEntries(healthCounters.map((counter) => [counter, 0])) as HealthCounts;

/** A report's bounds: a page reports a few remotes, each a few events. */
const maxReports = 16;
const maxCount = 1000;

/**
 * A beacon's reports, checked: known remotes, version names, only the browser's counters, whole
 * numbers within bounds, at most 16 reports. Throws on anything else (the whole beacon is refused).
 */
export function parseHealthBatch(json: unknown): HealthReport[] {
  if (!isRecord(json) || !Array.isArray(json.reports) || json.reports.length > maxReports) throw new Error('health: ожидался { reports: [...] } не длиннее 16');
  return json.reports.map((report: unknown) => {
    if (!isRecord(report) || !remoteNames.includes(report.remote as RemoteName)) throw new Error('health: неизвестная часть');
    if (typeof report.version !== 'string' || report.version.length > 64 || !isVersionName(report.version)) throw new Error('health: не версия');
    if (!isRecord(report.counts)) throw new Error('health: нет счётчиков');
    const counts: Partial<HealthCounts> = {};
    for (const [name, value] of Object.entries(report.counts)) {
      if (!browserHealthCounters.includes(name as HealthCounter)) throw new Error(`health: неизвестный счётчик ${name.slice(0, 32)}`);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > maxCount) throw new Error('health: счётчик вне границ');
      counts[name as HealthCounter] = value;
    }
    if ((counts.failedVisits ?? 0) > (counts.visits ?? 0)) throw new Error('health: неудачных посещений больше, чем посещений');
    return { remote: report.remote as RemoteName, version: report.version, counts };
  });
}

/** Adds `more` into `into` (in place) and returns it. */
export function addCounts(into: HealthCounts, more: Partial<HealthCounts>): HealthCounts {
  for (const counter of healthCounters) into[counter] += more[counter] ?? 0;
  return into;
}

/**
 * The failure rate a canary is judged by: trials are the browsers' visits and the server's draws,
 * failures the visits that failed and the draws that failed.
 */
export function trialsAndFailures(counts: HealthCounts): { trials: number; failures: number } {
  return { trials: counts.visits + counts.serverDraws, failures: Math.min(counts.failedVisits, counts.visits) + Math.min(counts.serverFailures, counts.serverDraws) };
}

/** A version of a remote as `/ops` shows it: which one it is, and its counts over the last hour. */
export type VersionHealth = { version: string; kind: 'live' | 'previous' | 'canary'; lastHour: HealthCounts };
/** The canary controller's last word (deploy/src/autopilot.ts). */
export type AutopilotDecisionSummary = { at: string; action: string; percent: number; figures: string };
export type AutopilotSummary = { version: string; status: string; steps: number[]; step: number; decisions: AutopilotDecisionSummary[] };
/** A file whose bytes are not the ones published (`actual` null: the file is gone; `expected` null: nothing says what it should be). */
export type IntegrityProblem = { file: string; expected: string | null; actual: string | null };
/** A version the render tier refused to run: each file whose bytes are not the published ones. */
export type IntegrityRefusalSummary = { part: string; version: string; at: string; problems: IntegrityProblem[] };
/** What `GET /__health` answers, for `/ops`. */
export type OpsHealth = {
  remotes: Partial<Record<RemoteName, { versions: VersionHealth[]; autopilot: AutopilotSummary | null }>>;
  refused: IntegrityRefusalSummary[];
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function countsFrom(value: unknown): HealthCounts {
  const counts = emptyCounts();
  if (isRecord(value)) for (const counter of healthCounters) counts[counter] = whole(value[counter]);
  return counts;
}

function autopilotFrom(value: unknown): AutopilotSummary | null {
  if (!isRecord(value)) return null;
  const decisions = Array.isArray(value.decisions) ? value.decisions.filter(isRecord) : [];
  return {
    version: text(value.version),
    status: text(value.status),
    steps: Array.isArray(value.steps) ? value.steps.map(whole) : [],
    step: whole(value.step),
    decisions: decisions.map((decision) => ({ at: text(decision.at), action: text(decision.action), percent: whole(decision.percent), figures: text(decision.figures) })),
  };
}

/** `/ops`'s reading of the answer: whatever is not as described is left out (the page shows what it has). */
export function parseOpsHealth(json: unknown): OpsHealth {
  const remotes: OpsHealth['remotes'] = {};
  const source = isRecord(json) && isRecord(json.remotes) ? json.remotes : {};
  for (const name of remoteNames) {
    const entry = source[name];
    if (!isRecord(entry)) continue;
    const versions = (Array.isArray(entry.versions) ? entry.versions.filter(isRecord) : []).map(
      (version): VersionHealth => ({
        version: text(version.version),
        kind: version.kind === 'canary' || version.kind === 'previous' ? version.kind : 'live',
        lastHour: countsFrom(version.lastHour),
      }),
    );
    remotes[name] = { versions, autopilot: autopilotFrom(entry.autopilot) };
  }
  const refused = (isRecord(json) && Array.isArray(json.refused) ? json.refused.filter(isRecord) : []).map((refusal) => ({
    part: text(refusal.part),
    version: text(refusal.version),
    at: text(refusal.at),
    problems: (Array.isArray(refusal.problems) ? refusal.problems.filter(isRecord) : []).map((problem) => ({
      file: text(problem.file),
      expected: typeof problem.expected === 'string' ? problem.expected : null,
      actual: typeof problem.actual === 'string' ? problem.actual : null,
    })),
  }));
  return { remotes, refused };
}
