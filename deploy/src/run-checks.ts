/**
 * `npm test`: every check, then how long each took (CI's own log says where its minutes go).
 *
 * Three lines run side by side:
 * - the Debian packages the browser tests use (one apt-get on a fresh machine, a second where they
 *   are installed), the product's build, then Playwright: the longest check, so only what it needs
 *   stands before it;
 * - jest in one worker, once the build is done, at the machine's normal priority. Playwright drives
 *   one browser and leaves about 40 % of two cores idle (measured: 130 busy core-seconds of 218
 *   over five specs), which one jest worker mostly fills; jest's own tests that hold real time
 *   limits (a worker's heartbeat, a request's timeout) get their share of the CPU, as they would
 *   beside any other program;
 * - typecheck and lint at the lowest priority (`nice`): they take only the CPU the tests leave idle,
 *   so they cost no time of their own and never slow a test that measures one.
 * The first check that fails stops the others: a red run ends as soon as it is known.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { repoRoot } from './parts';

/** A check, and the check of another line it starts only after (`after`). */
type Check = { name: string; command: string; after?: string };
type Outcome = { line: string; passed: boolean };

/** Each line's checks in order; the lines side by side. */
const lines: Array<{ checks: Check[]; lowPriority: boolean }> = [
  {
    checks: [
      { name: 'packages', command: 'npm run packages -w e2e' },
      { name: 'build', command: 'npm run build' },
      // Serves what was just built (playwright.config.ts: `E2E_BUILT`).
      { name: 'e2e', command: 'E2E_BUILT=1 npm run test:e2e' },
    ],
    lowPriority: false,
  },
  // After the build: both fill two cores, and one beside the other only lengthens the build.
  { checks: [{ name: 'jest', command: 'npm run test:unit -- --maxWorkers=1', after: 'build' }], lowPriority: false },
  {
    checks: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
    ],
    lowPriority: true,
  },
];

const running = new Set<ChildProcess>();
let stopping = false;

/** How long a stopped check has to put away what it started before it is killed. */
const stopGraceMs = 20_000;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops every check still running, with all it started (each is its own process group): first as
 * Ctrl+C would, so Playwright stops the servers it started (they run in groups of their own, and
 * a killed runner would leave them holding the product's ports), then for good after a grace.
 */
function stopTheRest(): void {
  stopping = true;
  for (const child of running) {
    signalGroup(child, 'SIGINT');
    setTimeout(() => signalGroup(child, 'SIGKILL'), stopGraceMs).unref();
  }
}

/**
 * Each check runs in a session of its own (so it can be stopped whole), and where the kernel
 * groups the CPU by session (autogroup, Linux's default on desktops and many servers) a process's
 * `nice` counts only inside its session: the session itself is given the lowest priority too.
 */
function lowerSessionPriority(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    // No autogroup here: `nice` alone orders the checks.
  }
}

function run({ name, command }: Check, lowPriority: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(lowPriority ? `nice -n 19 ${command}` : command, { cwd: repoRoot, shell: true, stdio: 'inherit', detached: true });
    if (lowPriority && child.pid) lowerSessionPriority(child.pid);
    running.add(child);
    child.on('exit', (code) => {
      running.delete(child);
      const passed = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ line: `  ${name.padEnd(10)} ${seconds} s${passed ? '' : stopping ? ' — остановлено' : ' — не прошло'}`, passed });
    });
  });
}

/** Each check's end, for a check of another line that starts after it (settled pass or fail: a failure stops everything anyway). */
const ends = new Map<string, { promise: Promise<void>; resolve: () => void }>();
function endOf(name: string) {
  let end = ends.get(name);
  if (!end) {
    let resolve = () => undefined as void;
    const promise = new Promise<void>((done) => (resolve = done));
    end = { promise, resolve };
    ends.set(name, end);
  }
  return end;
}

async function runLine(checks: Check[], lowPriority: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  try {
    for (const check of checks) {
      if (check.after) await endOf(check.after).promise;
      if (stopping) break;
      const outcome = await run(check, lowPriority);
      outcomes.push(outcome);
      endOf(check.name).resolve();
      if (!outcome.passed) {
        if (!stopping) stopTheRest();
        break;
      }
    }
  } finally {
    // A line that stopped early leaves nothing waiting for its checks.
    for (const check of checks) endOf(check.name).resolve();
  }
  return outcomes;
}

async function main(): Promise<boolean> {
  const started = Date.now();
  // Ctrl+C or CI's cancel stops the checks too, not only this script; a second one leaves at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopping ? process.exit(1) : stopTheRest()));
  const outcomes = (await Promise.all(lines.map(({ checks, lowPriority }) => runLine(checks, lowPriority)))).flat();
  const times = [...outcomes.map(({ line }) => line), `  ${'(всего)'.padEnd(10)} ${Math.round((Date.now() - started) / 1000)} s`];
  console.log(`\nПроверки:\n${times.join('\n')}`);
  return outcomes.length === lines.reduce((count, { checks }) => count + checks.length, 0) && outcomes.every(({ passed }) => passed);
}

void main().then((passed) => {
  if (!passed) process.exit(1);
});
