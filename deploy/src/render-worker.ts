/**
 * One render worker of the tier (started by render-tier.ts, never by hand): a render host on the
 * tier's shared port. It loads the live versions' server sides before it says it is ready (a first
 * page does not hold its thread loading them), then says every `heartbeatMs` that it is alive,
 * with how many versions it holds and its memory; told to retire, it stops taking connections,
 * answers the requests it has and leaves.
 */
import cluster from 'node:cluster';
import { startRenderHost } from './render-host';
import { workerOptionsVariable, type SupervisorOrder, type WorkerOptions, type WorkerReport } from './render-tier';

if (cluster.isPrimary) throw new Error('render-worker.ts is started by the render tier (render-tier.ts)');

const options = JSON.parse(process.env[workerOptionsVariable] ?? '{}') as WorkerOptions;
let holding = (): { versions: number; stale: number } => ({ versions: 0, stale: 0 });
const tell = (report: WorkerReport) => {
  if (process.connected) process.send?.(report);
};
const beat = () => tell({ kind: 'beat', ...holding(), rssMb: process.memoryUsage.rss() / 2 ** 20 });

startRenderHost({ ...options, warmUp: true, onVersionLoaded: () => beat() }).then(
  (host) => {
    holding = host.holding;
    setInterval(beat, options.heartbeatMs).unref();
    process.on('message', (order: SupervisorOrder) => {
      if (order.kind !== 'retire') return;
      void host.retire(order.drainMs).then(() => process.exit(0));
    });
    tell({ kind: 'ready', port: Number(new URL(host.url).port) });
    beat();
  },
  (error: unknown) => {
    console.error(`[render] обработчик не запустился: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
