/**
 * The render tier as its own process, as production runs it: the compiled `deploy/dist/render-tier.js`
 * (`npm run build` writes it), or its TypeScript through tsx where it has not been built. Used by
 * `npm start`, the soak's stage and the drills' stage.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { deployRuntimeDir } from './build';
import { repoRoot } from './parts';
import type { TierSettings } from './render-tier-policy';

export type RenderTierProcessOptions = {
  storeRoot: string;
  port: number;
  publicOrigin: string;
  apiBaseUrl?: string;
  settings?: Partial<Pick<TierSettings, 'workers' | 'maxStale' | 'maxVersions' | 'memoryMarkMb'>>;
  /** Where its output goes: this process's own output, or kept (the drills read it). */
  output?: 'inherit' | 'keep';
};

export type RenderTierProcess = { url: string; label: string; pid: number; log: string[]; close: () => Promise<void> };

export function renderTierCommand(): string[] {
  const compiled = path.join(deployRuntimeDir, 'render-tier.js');
  return existsSync(compiled) ? [compiled] : ['--import', 'tsx', path.join(repoRoot, 'deploy/src/bin/render-tier.ts')];
}

export async function startRenderTierProcess({ storeRoot, port, publicOrigin, apiBaseUrl, settings = {}, output = 'inherit' }: RenderTierProcessOptions): Promise<RenderTierProcess> {
  const log: string[] = [];
  const child = spawn(process.execPath, renderTierCommand(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      RELEASE_STORE: storeRoot,
      RENDER_HOST: '127.0.0.1',
      RENDER_PORT: String(port),
      PUBLIC_ORIGIN: publicOrigin,
      API_BASE_URL: apiBaseUrl ?? '',
      RENDER_WORKERS: String(settings.workers ?? ''),
      RENDER_MAX_STALE: String(settings.maxStale ?? ''),
      RENDER_MAX_VERSIONS: String(settings.maxVersions ?? ''),
      RENDER_MEMORY_MARK_MB: String(settings.memoryMarkMb ?? ''),
    },
    // A channel to this process: the tier stops when it is gone (a stage never leaves a tier behind).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    log.push(...text.split('\n').filter(Boolean));
    if (output === 'inherit') to.write(text);
  };
  child.stdout?.on('data', keep(process.stdout));
  child.stderr?.on('data', keep(process.stderr));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!log.some((line) => line.startsWith('Отрисовка страниц:'))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`отрисовка не запустилась:\n${log.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    label: 'render',
    pid: child.pid!,
    log,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
