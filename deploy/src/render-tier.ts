/**
 * The render tier: render workers (`render-worker.ts`, one render host each) behind the one port
 * the web server proxies to, started and watched by this supervisor (`node:cluster`: the workers
 * share the port, the supervisor hands each connection to one of them).
 *
 * - A worker says it is alive every `heartbeatMs`, with how many versions' server sides it holds,
 *   how many of them no longer serve, and its memory. One that holds too many that no longer serve
 *   (or too many in all, or passes the memory mark) is replaced: a fresh worker
 *   starts, and once it listens the old one stops taking connections, answers what it has and
 *   leaves. Releases therefore never add up in one process.
 * - A worker silent for `hangMs` (a render in an endless loop holds its only thread; longer on a
 *   machine busier than its cores, where every beat comes late: `isHung`) is killed and replaced; a worker that dies is replaced (after a pause if it keeps dying). The requests it
 *   held fail, and the web server in front answers them with the static page.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { RenderHostOptions } from './render-host';
import { defaultTierSettings, isHung, restartDelayMs, retirementReason, type TierSettings, type WorkerLoad } from './render-tier-policy';

/** What a worker tells the supervisor. */
export type WorkerReport = { kind: 'ready'; port: number } | ({ kind: 'beat' } & WorkerLoad);
/** What the supervisor tells a worker. */
export type SupervisorOrder = { kind: 'retire'; drainMs: number };

/** The render host's options as a worker receives them (through its environment). */
export type WorkerOptions = Omit<RenderHostOptions, 'onVersionLoaded'> & { heartbeatMs: number };
export const workerOptionsVariable = 'RENDER_WORKER_OPTIONS';
/** The machine's runnable processes per core over the last minute (the hang limit stretches with it). */
const loadPerCore = () => loadavg()[0]! / availableParallelism();

/** How long a worker may take to load the live versions and listen. */
const startTimeoutMs = 60_000;

type Tracked = {
  worker: Worker;
  startedAt: number;
  lastBeatAt: number;
  load: WorkerLoad;
  ready: boolean;
  /** Told to leave (replaced, or the tier stops): its exit is expected. */
  leaving: boolean;
  /** The worker taking its place, while one is starting. */
  successor: Worker | null;
  /** The worker this one is started to replace (until it is ready). */
  replacing: Worker | null;
};

export type TierWorkerView = { pid: number; ready: boolean; leaving: boolean } & WorkerLoad;
/** How many workers were replaced, and why. */
export type TierCounts = { started: number; retired: number; hung: number; crashed: number };

export type RunningRenderTier = {
  url: string;
  label: string;
  workers: () => TierWorkerView[];
  counts: () => TierCounts;
  close: () => Promise<void>;
};

/** The worker's own file, as this one is run: TypeScript through tsx in development, compiled JavaScript otherwise. */
function workerEntry(): { exec: string; execArgv: string[] } {
  const extension = path.extname(__filename);
  return { exec: path.join(__dirname, `render-worker${extension}`), execArgv: extension === '.ts' ? ['--import', 'tsx'] : [] };
}

export async function startRenderTier(
  options: Omit<RenderHostOptions, 'onVersionLoaded'>,
  overrides: Partial<TierSettings> = {},
  log: (line: string) => void = (line) => console.log(`[render-tier] ${line}`),
): Promise<RunningRenderTier> {
  if (!cluster.isPrimary) throw new Error('the render tier is started by its supervisor, not by a worker');
  const settings: TierSettings = { ...defaultTierSettings(), ...overrides };
  const tracked = new Map<number, Tracked>();
  const counts: TierCounts = { started: 0, retired: 0, hung: 0, crashed: 0 };
  const crashTimes: number[] = [];
  let stopping = false;
  const host = options.host ?? '127.0.0.1';

  cluster.setupPrimary({ ...workerEntry(), silent: false });

  const fork = (replacing: Worker | null = null): Worker => {
    // Every worker asks for the port as configured (0 too: the supervisor then gives each the same one).
    const workerOptions: WorkerOptions = { ...options, heartbeatMs: settings.heartbeatMs };
    const worker = cluster.fork({ [workerOptionsVariable]: JSON.stringify(workerOptions) });
    const now = Date.now();
    tracked.set(worker.id, { worker, startedAt: now, lastBeatAt: now, load: { versions: 0, stale: 0, rssMb: 0 }, ready: false, leaving: false, successor: null, replacing });
    counts.started += 1;
    worker.on('message', (message: WorkerReport) => heard(worker, message));
    worker.on('exit', (code, signal) => exited(worker, code, signal));
    return worker;
  };

  let firstReady: (port: number) => void = () => undefined;
  const listening = new Promise<number>((resolve) => {
    firstReady = resolve;
  });

  const heard = (worker: Worker, message: WorkerReport) => {
    const entry = tracked.get(worker.id);
    if (!entry) return;
    entry.lastBeatAt = Date.now();
    if (message.kind === 'ready') {
      entry.ready = true;
      entry.replacing = null;
      firstReady(message.port);
      // A successor is up: the worker it replaces stops taking connections and leaves.
      for (const other of tracked.values()) if (other.successor === worker) retire(other);
      return;
    }
    entry.load = { versions: message.versions, stale: message.stale, rssMb: message.rssMb };
    const reason = retirementReason(entry.load, settings);
    // One replacement at a time: the others keep serving meanwhile.
    const replacing = [...tracked.values()].some((other) => other.successor !== null);
    if (reason && entry.ready && !entry.leaving && !replacing && !stopping) {
      log(`обработчик ${worker.process.pid} заменяется: ${reason}`);
      entry.successor = fork(worker);
    }
  };

  const retire = (entry: Tracked) => {
    entry.leaving = true;
    entry.successor = null;
    counts.retired += 1;
    const order: SupervisorOrder = { kind: 'retire', drainMs: settings.drainMs };
    entry.worker.send(order);
    // One that does not leave in time is stopped.
    setTimeout(() => {
      if (!entry.worker.isDead()) entry.worker.process.kill('SIGKILL');
    }, settings.drainMs + 1000).unref();
  };

  const exited = (worker: Worker, code: number | null, signal: string | null) => {
    const entry = tracked.get(worker.id);
    tracked.delete(worker.id);
    if (!entry || stopping) return;
    // A successor that died before it was ready: the worker it was to replace serves on, and
    // starts another when it next reports.
    for (const other of tracked.values()) if (other.successor === worker) other.successor = null;
    if (entry.leaving) return;
    // A worker that died while its successor was starting: the successor takes its place.
    if (entry.successor && tracked.has(entry.successor.id)) {
      counts.crashed += 1;
      log(`обработчик ${worker.process.pid} остановился (${signal ?? `код ${code}`}): его место займёт уже запущенный`);
      return;
    }
    counts.crashed += 1;
    if (entry.replacing !== null && tracked.has(entry.replacing.id)) {
      log(`сменщик ${worker.process.pid} остановился (${signal ?? `код ${code}`}) до готовности: заменяемый обработчик работает дальше`);
      return;
    }
    crashTimes.push(Date.now());
    const delay = restartDelayMs(crashTimes, Date.now());
    log(`обработчик ${worker.process.pid} остановился (${signal ?? `код ${code}`}): запускается новый${delay ? ` через ${delay} мс` : ''}`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  };

  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const entry of tracked.values()) {
      if (entry.worker.isDead()) continue;
      // One that never came up (its start stuck) is stopped; the worker it was to replace serves on.
      if (!entry.ready && now - entry.startedAt > startTimeoutMs) {
        log(`обработчик ${entry.worker.process.pid} не запустился за ${startTimeoutMs} мс: остановлен`);
        entry.worker.process.kill('SIGKILL');
        continue;
      }
      if (!entry.ready || !isHung(entry.lastBeatAt, now, settings.hangMs, loadPerCore())) continue;
      counts.hung += 1;
      log(`обработчик ${entry.worker.process.pid} не отвечает ${now - entry.lastBeatAt} мс: остановлен, запускается новый`);
      entry.ready = false;
      entry.worker.process.kill('SIGKILL');
    }
  }, settings.heartbeatMs);
  watchdog.unref();

  for (let index = 0; index < settings.workers; index += 1) fork();
  // The tier answers once the first worker listens; the others join as they come up.
  const port = await listening;

  return {
    url: `http://${host}:${port}`,
    label: 'render',
    workers: () =>
      [...tracked.values()].map(({ worker, ready, leaving, load }) => ({ pid: worker.process.pid ?? 0, ready, leaving, ...load })),
    counts: () => ({ ...counts }),
    close: async () => {
      stopping = true;
      clearInterval(watchdog);
      const exits = [...tracked.values()].map(
        ({ worker }) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) resolve();
            else worker.once('exit', () => resolve());
          }),
      );
      for (const entry of tracked.values()) {
        if (entry.worker.isConnected()) entry.worker.send({ kind: 'retire', drainMs: settings.drainMs } satisfies SupervisorOrder);
        else entry.worker.process.kill('SIGKILL');
      }
      const deadline = setTimeout(() => {
        for (const entry of tracked.values()) entry.worker.process.kill('SIGKILL');
      }, settings.drainMs + 1000);
      await Promise.all(exits);
      clearTimeout(deadline);
    },
  };
}

