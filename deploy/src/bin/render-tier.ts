/**
 * The render tier as production runs it (`node deploy/dist/render-tier.js`: docker-compose's
 * `shell-render`, `npm start`), set by RELEASE_STORE (the store's root), RENDER_HOST, RENDER_PORT,
 * PUBLIC_ORIGIN, API_BASE_URL (the API as the tier reaches it; config.json's by default),
 * RENDER_WORKERS (one per core by default), RENDER_MAX_STALE, RENDER_MAX_VERSIONS and
 * RENDER_MEMORY_MARK_MB (when a worker is replaced; render-tier-policy.ts's defaults otherwise).
 */
import path from 'node:path';
import { startRenderTier } from '../render-tier';
import type { TierSettings } from '../render-tier-policy';

const storeRoot = path.resolve(process.env.RELEASE_STORE ?? '.store');
const setting = (name: string) => Number(process.env[name] ?? 0);
const overrides: Partial<TierSettings> = {
  ...(setting('RENDER_WORKERS') > 0 ? { workers: setting('RENDER_WORKERS') } : {}),
  ...(setting('RENDER_MAX_STALE') > 0 ? { maxStale: setting('RENDER_MAX_STALE') } : {}),
  ...(setting('RENDER_MAX_VERSIONS') > 0 ? { maxVersions: setting('RENDER_MAX_VERSIONS') } : {}),
  ...(setting('RENDER_MEMORY_MARK_MB') > 0 ? { memoryMarkMb: setting('RENDER_MEMORY_MARK_MB') } : {}),
};

startRenderTier(
  {
    shellDir: path.join(storeRoot, 'shell'),
    host: process.env.RENDER_HOST ?? '127.0.0.1',
    port: Number(process.env.RENDER_PORT ?? 3010),
    publicOrigin: process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000',
    apiBaseUrl: process.env.API_BASE_URL || undefined,
  },
  overrides,
).then(
  (running) => {
    console.log(`Отрисовка страниц: ${running.url} (обработчиков: ${running.workers().length})`);
    // Stopped by its orchestrator (docker, npm start): the workers finish what they have first.
    const stop = () => void running.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    // Started by a process of ours (npm start, a stage): gone with it.
    if (process.connected) process.once('disconnect', stop);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
