/**
 * Builds parts in production mode, two at a time (this machine has 2 cores); each build goes to
 * `<part>/dist/<version>/`. Used by `npm start`, `npm run build` and the bench.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parts, repoRoot, type Part } from './parts';

const rspackBin = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

export type BuildReport = { total: number; parts: Record<string, number>; versions: Record<string, string> };

export function buildPart(part: Part, env: NodeJS.ProcessEnv = {}, cwd = path.join(repoRoot, part.name)): Promise<{ seconds: number; version: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackBin, 'build', '--mode', 'production'], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${part.name}: сборка не удалась\n${output}`));
      const { version } = JSON.parse(readFileSync(path.join(cwd, 'dist', 'last-build.json'), 'utf8')) as { version: string };
      resolve({ seconds: (performance.now() - started) / 1000, version });
    });
  });
}

/** The render tier and the operator commands compiled to JavaScript (`deploy/dist/`, deploy/rspack.config.ts). */
export const deployRuntimeDir = path.join(repoRoot, 'deploy', 'dist');

export function buildDeployRuntime(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackBin, 'build'], { cwd: path.join(repoRoot, 'deploy'), env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`deploy: сборка не удалась\n${output}`))));
  });
}

export async function buildAll({ concurrency = 2 } = {}): Promise<BuildReport> {
  const started = performance.now();
  const queue: Array<Part | 'deploy'> = ['deploy', ...parts];
  const report: BuildReport = { total: 0, parts: {}, versions: {} };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let part = queue.shift(); part; part = queue.shift()) {
        if (part === 'deploy') {
          report.parts.deploy = await buildDeployRuntime();
          report.versions.deploy = path.relative(repoRoot, deployRuntimeDir);
          continue;
        }
        const built = await buildPart(part);
        report.parts[part.name] = built.seconds;
        report.versions[part.name] = built.version;
      }
    }),
  );
  report.total = (performance.now() - started) / 1000;
  await mkdir(path.join(repoRoot, '.runtime'), { recursive: true });
  await writeFile(path.join(repoRoot, '.runtime/build-times.json'), JSON.stringify(report, null, 2));
  return report;
}

if (require.main === module) {
  console.log('Сборка всех частей (production)…');
  buildAll().then(
    (report) => {
      for (const [name, seconds] of Object.entries(report.parts)) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(1)} s  → ${name === 'deploy' ? report.versions[name] : `${name}/dist/${report.versions[name]}`}`);
      console.log(`  ${'всего'.padEnd(16)} ${report.total.toFixed(1)} s (${parts.length} частей, 2 параллельно)`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
