// Builds every part in production mode, two at a time (this machine has 2 cores), and reports
// each part's build time. Used by `npm start`, `npm run build` and the bench.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parts, repoRoot } from './parts.mjs';

const rspackBin = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');

function buildPart(name) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackBin, 'build', '--mode', 'production'], {
      cwd: path.join(repoRoot, name),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ name, seconds });
      else reject(new Error(`${name} build failed:\n${output}`));
    });
  });
}

export async function buildAll({ concurrency = 2 } = {}) {
  const started = performance.now();
  const queue = parts.map((part) => part.name);
  const results = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (queue.length > 0) results.push(await buildPart(queue.shift()));
    }),
  );
  const total = (performance.now() - started) / 1000;
  const report = { total, parts: Object.fromEntries(results.map((r) => [r.name, r.seconds])) };
  await mkdir(path.join(repoRoot, '.runtime'), { recursive: true });
  await writeFile(path.join(repoRoot, '.runtime/build-times.json'), JSON.stringify(report, null, 2));
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log('Сборка всех частей (production)…');
  const report = await buildAll();
  for (const [name, seconds] of Object.entries(report.parts)) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(1)} s`);
  console.log(`  ${'всего'.padEnd(16)} ${report.total.toFixed(1)} s (${report.parts ? Object.keys(report.parts).length : 0} частей, 2 параллельно)`);
}
