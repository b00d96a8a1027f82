/**
 * @jest-environment node
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { autopilotWho, parseDuration, readAutopilot, runAutopilot, stepsOf, type AutopilotClock, type AutopilotDecision, type AutopilotState } from './autopilot';
import { promote, release, type CommandContext } from './commands';
import { readRemotesFile } from './remotes-file';
import type { ReleaseStore } from './release-store';
import { fakeBuild, serveStoreOverHttp, temporaryStore } from './test-fixtures';

let store: ReleaseStore;
let context: CommandContext;
let closeServer: () => Promise<void>;
let healthDir: string;

beforeEach(async () => {
  store = await temporaryStore();
  const served = await serveStoreOverHttp(store);
  closeServer = served.close;
  context = { store, origins: served.origins, who: 'operator' };
  healthDir = path.join(store.root, 'health');
  for (const version of ['1.0.0+live', '1.1.0+canary']) {
    await store.publish('mf-blog', version, await fakeBuild('mf-blog', version));
  }
  await release(context, 'mf-blog', '1.0.0+live');
});
afterEach(() => closeServer());

/** What the render tier would have written: `visits` and `failedVisits` of a version, now. */
async function borrowersMet(version: string, visits: number, failedVisits: number): Promise<void> {
  await mkdir(healthDir, { recursive: true });
  await appendFile(path.join(healthDir, 'mf-blog.jsonl'), `${JSON.stringify({ at: new Date().toISOString(), version, counts: { visits, failedVisits } })}\n`);
}

/** The controller has put the canary at its first share (its state is in the store): what borrowers meet from now on counts. */
async function canaryStarted(): Promise<void> {
  for (;;) {
    const state = await readAutopilot(store, 'mf-blog');
    if (state?.status === 'running' && state.version === '1.1.0+canary') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const options = (decisions: AutopilotDecision[], more: Partial<Parameters<typeof runAutopilot>[1]> = {}) => ({
  part: 'mf-blog',
  version: '1.1.0+canary',
  percent: 10,
  steps: [50, 100],
  windowMs: 300,
  minVisits: 20,
  healthDir,
  tickMs: 50,
  onDecision: (decision: AutopilotDecision) => decisions.push(decision),
  ...more,
});

test('the shares: the first, the later ones above it, then 100; windows in words', () => {
  expect(stepsOf(10)).toEqual([10, 50, 100]);
  expect(stepsOf(10, [50, 25, 100, 5])).toEqual([10, 25, 50, 100]);
  expect(stepsOf(50, [10])).toEqual([50, 100]);
  expect([parseDuration('10m'), parseDuration('30s'), parseDuration('1h'), parseDuration('1500ms'), parseDuration('20')]).toEqual([600_000, 30_000, 3_600_000, 1500, 20_000]);
  expect(() => parseDuration('soon')).toThrow('Не длительность');
});

test('a canary clearly worse than live is taken away at once, before its window ends, with the figures in the history', async () => {
  const decisions: AutopilotDecision[] = [];
  const running = runAutopilot(context, options(decisions, { windowMs: 60_000 }));
  // Borrowers on the canary meet failures; those on the live version do not.
  await canaryStarted();
  await borrowersMet('1.1.0+canary', 30, 15);
  await borrowersMet('1.0.0+live', 200, 1);
  const started = Date.now();
  const final = await running;
  expect(Date.now() - started).toBeLessThan(5000);
  expect(final.status).toBe('rolled-back');
  expect(decisions.map((decision) => decision.action)).toEqual(['rollback']);
  expect((await readRemotesFile(store)).mf_blog).toMatchObject({ version: '1.0.0+live', canary: null });
  const line = (await store.history('mf-blog')).at(-1)!;
  expect(line).toMatchObject({ who: autopilotWho, action: 'canary-rollback', version: '1.0.0+live', from: '1.1.0+canary' });
  expect(line.note).toMatch(/хуже живой — сбои: канарейка 15\/30 \(50\.0 %\), живая 1\/200 \(0\.5 %\), z = /);
});

test('a canary as good as live goes up its steps, one window each, and is promoted; each step a line with its figures', async () => {
  const decisions: AutopilotDecision[] = [];
  const feeding = setInterval(() => {
    void borrowersMet('1.1.0+canary', 10, 0);
    void borrowersMet('1.0.0+live', 40, 0);
  }, 60);
  try {
    const final = await runAutopilot(context, options(decisions));
    expect(final.status).toBe('promoted');
  } finally {
    clearInterval(feeding);
  }
  expect(decisions.map((decision) => `${decision.action} ${decision.percent}`)).toEqual(['step 10', 'promote 50']);
  expect((await readRemotesFile(store)).mf_blog).toMatchObject({ version: '1.1.0+canary', previousVersion: '1.0.0+live', canary: null });
  const lines = await store.history('mf-blog');
  expect(lines.map((line) => `${line.who} ${line.action} ${line.note ?? ''}`)).toEqual([
    expect.stringMatching(/^operator release/),
    'operator canary 10% · автопилот: шаги 10 → 50 → 100 %, окно 300 мс, не меньше 20 посещений',
    expect.stringMatching(/^autopilot canary 50% · автопилот: не хуже живой — сбои: канарейка 0\/\d+/),
    expect.stringMatching(/^autopilot promote автопилот: не хуже живой — сбои: канарейка 0\/\d+/),
  ]);
});

/**
 * A clock the test turns: the controller's waits end only when the test says, each moving its
 * time on by the wait, so "it looked N times, windows passed, and it decided nothing" is counted,
 * not slept for. Never behind the real clock, which the history's and the health's lines are on.
 */
function turnedClock(running: () => Promise<unknown>) {
  let passed = 0;
  let wake: (() => void) | null = null;
  let nowAsleep = () => {};
  let asleep = new Promise<void>((resolve) => (nowAsleep = resolve));
  const clock: AutopilotClock = {
    now: () => Date.now() + passed,
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        wake = () => {
          passed += ms;
          resolve();
        };
        signal?.addEventListener('abort', () => resolve(), { once: true });
        nowAsleep();
      }),
  };
  /** Until the controller has looked and waits again, or has ended. */
  const looked = () => Promise.race([asleep, running()]);
  return {
    clock,
    looked,
    /** The controller's wait ends (its time passes), and it looks once more. */
    turn: async () => {
      asleep = new Promise<void>((resolve) => (nowAsleep = resolve));
      const waking = wake;
      wake = null;
      waking?.();
      await looked();
    },
  };
}

test('without enough visits it waits, says so once per wait, and decides nothing however often it looks', async () => {
  const decisions: AutopilotDecision[] = [];
  const controller = new AbortController();
  let running: Promise<AutopilotState> | null = null;
  const turned = turnedClock(() => running!);
  running = runAutopilot(context, options(decisions, { signal: controller.signal, clock: turned.clock }));
  // Its first look, at 10 %: nothing to judge yet.
  await turned.looked();
  await borrowersMet('1.1.0+canary', 3, 0);
  // The window (300 ms) passes at the sixth turn of 50 ms: it says it waits, once.
  for (let turn = 1; turn <= 6; turn += 1) await turned.turn();
  expect(decisions.map((decision) => decision.action)).toEqual(['wait']);
  expect(decisions[0]!.figures).toBe('мало данных: у канарейки 3, у живой 0 (нужно по 20)');
  // Ten windows more with the same too few visits: nothing more is decided or said.
  for (let turn = 1; turn <= 60; turn += 1) await turned.turn();
  controller.abort();
  const final = await running;
  expect(final.status).toBe('running');
  expect(decisions.map((decision) => decision.action)).toEqual(['wait']);
  expect((await readRemotesFile(store)).mf_blog?.canary).toMatchObject({ version: '1.1.0+canary', percent: 10 });
  expect((await store.history('mf-blog')).map((line) => `${line.who} ${line.action}`)).toEqual(['operator release', 'operator canary', 'autopilot autopilot']);
});

test('an operator’s own promote wins: the controller stops and changes nothing after it', async () => {
  const decisions: AutopilotDecision[] = [];
  const running = runAutopilot(context, options(decisions, { windowMs: 60_000 }));
  await canaryStarted();
  await promote({ ...context, who: 'dutyops' }, 'mf-blog');
  const final = await running;
  expect(final.status).toBe('stopped');
  expect(decisions.at(-1)).toMatchObject({ action: 'stopped', figures: 'оператор dutyops: promote 1.1.0+canary' });
  expect((await readRemotesFile(store)).mf_blog).toMatchObject({ version: '1.1.0+canary', canary: null });
  expect((await store.history('mf-blog')).filter((line) => line.who === autopilotWho)).toEqual([]);
});

test('it survives its own restart: the state is in the store, and the same command goes on from the step it was at', async () => {
  const first: AutopilotDecision[] = [];
  const controller = new AbortController();
  const feeding = setInterval(() => {
    void borrowersMet('1.1.0+canary', 10, 0);
    void borrowersMet('1.0.0+live', 40, 0);
  }, 60);
  try {
    const running = runAutopilot(context, options(first, { signal: controller.signal, onDecision: (decision) => {
      first.push(decision);
      // Stopped (killed) right after its first step up.
      controller.abort();
    } }));
    expect((await running).status).toBe('running');
    expect((await readAutopilot(store, 'mf-blog'))).toMatchObject({ status: 'running', step: 1, steps: [10, 50, 100] });
    expect((await readRemotesFile(store)).mf_blog?.canary?.percent).toBe(50);
    const second: AutopilotDecision[] = [];
    const final = await runAutopilot(context, options(second));
    expect(final.status).toBe('promoted');
    // Not canaried again from 10 %: it went on at 50 % and promoted.
    expect(second.map((decision) => `${decision.action} ${decision.percent}`)).toEqual(['promote 50']);
  } finally {
    clearInterval(feeding);
  }
});
