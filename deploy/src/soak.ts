/**
 * The soak: minutes of mixed page load through the shell's front (each page drawn by the render
 * tier: a session cookie keeps the micro-cache out of it) while every remote is released, canaried,
 * promoted and rolled back once a minute — each time a fresh copy of its live build under a new
 * version, so the tier loads a new server side every time — and one render worker is killed in
 * the middle of one minute. Per minute: requests, failures (must be 0), pages the front answered
 * with its static page instead of a drawn one, p50/p99, and the tier's memory (at the minute's end
 * and its most). Minute 0 is the same load with nothing released: where the memory starts. Bounded in time and
 * count, loopback only. `npm run soak` runs it on a stage of its own (soak-stage.ts); the e2e
 * drills run a short one on theirs.
 */
import autocannon, { type Result } from 'autocannon';
import { canary, liveEntry, promote, release, rollback, type CommandContext } from './commands';
import { partNamed, remoteParts, type PartName } from './parts';
import { renderWorkersOf, tierMemoryMb } from './process-memory';
import { readRemotesFile } from './remotes-file';

export type SoakPage = { path: string };

export type SoakOptions = {
  /** The shell's front: nginx, or the Node server, forwarding pages to the tier. */
  front: string;
  /** The store and the parts' origins the release commands use. */
  context: CommandContext;
  /** The tier's supervisor: its workers are measured and one is killed. */
  tierPid: number;
  minutes: number;
  /** How long a minute is (60 s; shorter in a drill). */
  windowSeconds: number;
  connections: number;
  pages: readonly SoakPage[];
  /** A cookie that makes each page the visitor's own (drawn, never from the micro-cache). */
  cookie: string;
  /** The minute (from 1) in whose middle one worker is killed; none when null. */
  killWorkerInMinute: number | null;
  /** The remotes whose release cycle runs every minute. */
  remotes?: readonly PartName[];
  /** How many release cycles a remote goes through each minute (1 unless said). */
  cycles?: Partial<Record<PartName, number>>;
  log?: (line: string) => void;
};

export type SoakMinute = {
  minute: number;
  requests: number;
  failures: number;
  /** Pages the front answered with its static page (the tier failed them, or was slower than the front waits). */
  staticPages: number;
  p50Ms: number;
  p99Ms: number;
  /** The tier's memory at the minute's end, and the most it held during the minute. */
  memoryMb: number;
  peakMemoryMb: number;
  workers: number;
  operations: string[];
};

/** A page the render tier drew carries its state for the browser; the front's static page does not. */
export const drawnPageMark = 'data-server-rendered';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function liveVersionOf(context: CommandContext, part: PartName): Promise<string> {
  const deployment = liveEntry(await readRemotesFile(context.store), partNamed(part));
  if (!deployment) throw new Error(`${part}: не выпущена`);
  return deployment.version;
}

/** A new version of `part`: a copy of the live one's build under a new name (what a squad's next release is to the tier). */
async function copyOfLive(context: CommandContext, part: PartName, tag: string): Promise<string> {
  const live = await liveVersionOf(context, part);
  const version = `${live.split('+')[0]}+${tag}`;
  await context.store.publish(part, version, context.store.versionDir(part, live));
  return version;
}

/** One minute's operations on a remote: release a copy, canary another at 50 %, promote it, roll back. */
async function releaseCycle(context: CommandContext, part: PartName, tag: string, pause: number): Promise<string[]> {
  const done: string[] = [];
  const released = await copyOfLive(context, part, `${tag}r`);
  await release(context, part, released);
  done.push(`${part}: выпуск ${released}`);
  await sleep(pause);
  const canaried = await copyOfLive(context, part, `${tag}c`);
  await canary(context, part, canaried, '50');
  done.push(`${part}: канарейка ${canaried} 50 %`);
  await sleep(pause);
  await promote(context, part);
  done.push(`${part}: канарейка в работе`);
  await sleep(pause);
  const back = await rollback(context, part);
  done.push(`${part}: откат на ${back.version}`);
  return done;
}

function loadWindow(options: SoakOptions): { done: Promise<Result>; staticPages: () => number } {
  let staticPages = 0;
  const requests = options.pages.map(({ path }) => ({
    method: 'GET' as const,
    path,
    onResponse: (status: number, body: string) => {
      if (status === 200 && !body.includes(drawnPageMark)) staticPages += 1;
    },
  }));
  const done = new Promise<Result>((resolve, reject) => {
    autocannon(
      { url: options.front, connections: options.connections, duration: options.windowSeconds, requests, headers: { cookie: options.cookie, 'accept-encoding': 'identity' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return { done, staticPages: () => staticPages };
}

export async function soak(options: SoakOptions): Promise<SoakMinute[]> {
  const log = options.log ?? ((line: string) => console.log(`[soak] ${line}`));
  const remotes = options.remotes ?? remoteParts.map((part) => part.name);
  const minutes: SoakMinute[] = [];
  const stamp = Date.now().toString(36);
  // Minute 0: the same load with nothing released, where the tier's memory starts.
  for (let minute = 0; minute <= options.minutes; minute += 1) {
    const window = loadWindow(options);
    let peakMemoryMb = 0;
    const sampling = setInterval(() => {
      peakMemoryMb = Math.max(peakMemoryMb, tierMemoryMb(options.tierPid).totalMb);
    }, 500);
    const windowMs = options.windowSeconds * 1000;
    const turns = remotes.flatMap((part) => Array.from({ length: options.cycles?.[part] ?? 1 }, (_, turn) => ({ part, turn })));
    // The operations take about the first half of the minute: three pauses in each cycle.
    const pause = Math.min(windowMs / 2 / (turns.length * 3), 5000);
    const operations: string[] = [];
    const work = (async () => {
      if (minute === 0) return;
      for (const { part, turn } of turns) operations.push(...(await releaseCycle(options.context, part, `soak${stamp}m${minute}t${turn}`, pause)));
    })();
    const kill = (async () => {
      if (options.killWorkerInMinute !== minute) return;
      await sleep(windowMs / 2);
      const [victim] = renderWorkersOf(options.tierPid);
      if (victim === undefined) throw new Error('у отрисовки нет обработчиков');
      process.kill(victim, 'SIGKILL');
      operations.push(`обработчик ${victim} убит`);
    })();
    const [result] = await Promise.all([window.done, work, kill]).finally(() => clearInterval(sampling));
    const memory = tierMemoryMb(options.tierPid);
    const row: SoakMinute = {
      minute,
      requests: result.requests.total,
      failures: result.errors + result.timeouts + result.non2xx,
      staticPages: window.staticPages(),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      memoryMb: Math.round(memory.totalMb),
      peakMemoryMb: Math.round(Math.max(peakMemoryMb, memory.totalMb)),
      workers: memory.workers.length,
      operations,
    };
    minutes.push(row);
    log(`минута ${minute}: ${row.requests} запросов, ошибок ${row.failures}, статичных ${row.staticPages}, p99 ${row.p99Ms} мс, память ${row.memoryMb} МБ (за минуту до ${row.peakMemoryMb}; обработчиков: ${row.workers}); ${operations.length} операций`);
  }
  return minutes;
}
