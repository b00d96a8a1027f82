/**
 * The canary on autopilot (`npm run canary -- <part> <version> <percent> --auto`): the version
 * goes to its first share, then, step by step, the controller compares what borrowers met with
 * it against the live version over the same time (the health store; the rule in canary-rule.ts).
 * Clearly worse: the canary is taken away at once. As good once the step's window has passed: the
 * next share, and after the last one (100 %) it is promoted. Each decision is a line in the
 * release history with its figures. The controller's state is a file in the store
 * (`autopilot/<part>.json`), written at each step: the same command started again goes on where it
 * stopped. Whatever an operator does to the part meanwhile (promote, rollback, another canary)
 * stops it: their word stands.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { emptyCounts, trialsAndFailures } from '@microloans/shared-contracts/health';
import { defaultCanaryRule, describe, judge, type CanaryRule, type Sample } from './canary-rule';
import { CanaryChanged, canary, liveEntry, promote, rollbackCanary, type CommandContext } from './commands';
import { readHealth } from './health-store';
import { isRemote, partNamed } from './parts';
import { writeAtomically, type ReleaseStore } from './release-store';
import { readRemotesFile } from './remotes-file';

/** Who the controller's lines in the history are by. */
export const autopilotWho = 'autopilot';

export type AutopilotDecision = {
  at: string;
  /** What it did: the next share, promoted, rolled back, waits for visits, stopped for an operator. */
  action: 'step' | 'promote' | 'rollback' | 'wait' | 'stopped';
  percent: number;
  figures: string;
};

export type AutopilotState = {
  part: string;
  version: string;
  /** The shares, in order; the last is 100 (the promotion). */
  steps: number[];
  /** Which of them the canary is at. */
  step: number;
  windowMs: number;
  minVisits: number;
  startedAt: string;
  stepStartedAt: string;
  status: 'running' | 'promoted' | 'rolled-back' | 'stopped';
  decisions: AutopilotDecision[];
};

/**
 * The controller's time: what it is now (when a step began, whether its window has passed) and
 * how it waits between looks. Real time by default; a test turns its own, to count looks rather
 * than sleep through them.
 */
export type AutopilotClock = { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void> };

export type AutopilotOptions = {
  part: string;
  version: string;
  percent: number;
  /** Later shares (`--steps 10,50,100`); 100 is added when missing. */
  steps?: number[];
  windowMs: number;
  minVisits: number;
  /** The health store (`<store>/health` by default). */
  healthDir?: string;
  /** How often it looks (a tenth of the window, between 0.5 and 5 s, by default). */
  tickMs?: number;
  /** Told each decision (the command prints it). */
  onDecision?: (decision: AutopilotDecision, state: AutopilotState) => void;
  /** Stops looking (a test's end); the state stays in the store. */
  signal?: AbortSignal;
  clock?: AutopilotClock;
};

export const autopilotFile = (store: ReleaseStore, part: string) => path.join(store.root, 'autopilot', `${part}.json`);
export const healthDirOf = (store: ReleaseStore) => process.env.HEALTH_DIR ?? path.join(store.root, 'health');

export async function readAutopilot(store: ReleaseStore, part: string): Promise<AutopilotState | null> {
  const file = autopilotFile(store, part);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as AutopilotState;
  } catch {
    return null;
  }
}

async function save(store: ReleaseStore, state: AutopilotState): Promise<void> {
  await mkdir(path.dirname(autopilotFile(store, state.part)), { recursive: true });
  await writeAtomically(autopilotFile(store, state.part), `${JSON.stringify(state, null, 2)}\n`);
}

/** The shares a canary goes through: the first, the later ones above it, and 100 last. */
export function stepsOf(percent: number, later: readonly number[] = [50, 100]): number[] {
  const above = [...new Set(later)].filter((share) => share > percent && share <= 100).sort((a, b) => a - b);
  return [percent, ...above.filter((share) => share < 100), 100];
}

const realWait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

const realClock: AutopilotClock = { now: () => Date.now(), sleep: realWait };

const sampleOf = (counts: ReturnType<typeof emptyCounts> | undefined): Sample => trialsAndFailures(counts ?? emptyCounts());

/**
 * Runs the canary to its end (promoted, rolled back, or stopped by an operator) and returns the
 * final state; a state in the store for the same version is taken up where it stopped.
 */
export async function runAutopilot(context: CommandContext, options: AutopilotOptions): Promise<AutopilotState> {
  const part = partNamed(options.part);
  if (!isRemote(part)) throw new Error('Канарейка — только для удалённых частей');
  const { store } = context;
  const healthDir = options.healthDir ?? healthDirOf(store);
  const pilot: CommandContext = { ...context, who: autopilotWho };
  const tickMs = options.tickMs ?? Math.min(5000, Math.max(500, options.windowMs / 10));
  const rule: CanaryRule = { ...defaultCanaryRule, minTrials: options.minVisits };
  const clock = options.clock ?? realClock;
  const now = () => new Date(clock.now()).toISOString();

  let state = await readAutopilot(store, part.name);
  const live = liveEntry(await readRemotesFile(store), part);
  const resumes = state?.status === 'running' && state.version === options.version && live?.canary?.version === options.version;
  if (!resumes || !state) {
    const steps = stepsOf(options.percent, options.steps);
    const window = options.windowMs < 1000 ? `${options.windowMs} мс` : `${Math.round(options.windowMs / 1000)} с`;
    await canary(context, part.name, options.version, String(steps[0]), { note: `автопилот: шаги ${steps.join(' → ')} %, окно ${window}, не меньше ${options.minVisits} посещений` });
    const startedAt = now();
    state = { part: part.name, version: options.version, steps, step: 0, windowMs: options.windowMs, minVisits: options.minVisits, startedAt, stepStartedAt: startedAt, status: 'running', decisions: [] };
    await save(store, state);
  }

  const decide = async (decision: Omit<AutopilotDecision, 'at' | 'percent'>, next: Partial<AutopilotState>) => {
    const made: AutopilotDecision = { ...decision, at: now(), percent: state!.steps[state!.step]! };
    state = { ...state!, ...next, decisions: [...state!.decisions, made].slice(-20) };
    await save(store, state);
    options.onDecision?.(made, state);
  };

  while (state.status === 'running' && !options.signal?.aborted) {
    // Anything an operator did to this part since the controller started: their word stands.
    const others = (await store.history(part.name)).filter((line) => line.at > state!.startedAt && line.who !== autopilotWho);
    const current = liveEntry(await readRemotesFile(store), part);
    if (others.length > 0 || current?.canary?.version !== state.version) {
      const by = others.at(-1);
      await decide({ action: 'stopped', figures: by ? `оператор ${by.who}: ${by.action} ${by.version}` : 'канарейку сменили или убрали' }, { status: 'stopped' });
      break;
    }
    const since = Date.parse(state.stepStartedAt);
    const totals = readHealth(healthDir, part.name, since);
    const canarySample = sampleOf(totals.get(state.version));
    const liveSample = sampleOf(totals.get(current.version));
    const verdict = judge(canarySample, liveSample, rule);
    const figures = describe(verdict, canarySample, liveSample, rule);
    const windowPassed = clock.now() - since >= state.windowMs;
    try {
      if (verdict.kind === 'worse') {
        await rollbackCanary(pilot, part.name, { expected: state.version, note: `автопилот: хуже живой — ${figures}` });
        await decide({ action: 'rollback', figures }, { status: 'rolled-back' });
      } else if (windowPassed && verdict.kind === 'as-good') {
        const next = state.steps[state.step + 1];
        if (next === undefined || next >= 100) {
          await promote(pilot, part.name, { expected: state.version, note: `автопилот: не хуже живой — ${figures}` });
          await decide({ action: 'promote', figures }, { status: 'promoted', step: state.steps.length - 1 });
        } else {
          await canary(pilot, part.name, state.version, String(next), { stepOf: state.version, note: `автопилот: не хуже живой — ${figures}` });
          await decide({ action: 'step', figures }, { step: state.step + 1, stepStartedAt: now() });
        }
      } else if (windowPassed && state.decisions.at(-1)?.action !== 'wait') {
        // The window passed without enough visits to judge: said once, and it keeps counting.
        await store.appendHistory({ at: new Date().toISOString(), who: autopilotWho, action: 'autopilot', part: part.name, version: state.version, from: current.version, note: `ждёт: ${figures}` });
        await decide({ action: 'wait', figures }, {});
      }
    } catch (error) {
      if (!(error instanceof CanaryChanged)) throw error;
      await decide({ action: 'stopped', figures: error.message }, { status: 'stopped' });
      break;
    }
    if (state.status === 'running') await clock.sleep(tickMs, options.signal);
  }
  return state;
}

/** `10m`, `30s`, `1h`, `1500ms` or a number of seconds: milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`Не длительность: «${text}» (пример: 10m, 30s, 1h)`);
  const value = Number(match[1]);
  const unit = match[2] ?? 's';
  const ms = value * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h'];
  if (!(ms > 0)) throw new Error(`Окно должно быть больше нуля, а не «${text}»`);
  return ms;
}
