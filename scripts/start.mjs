// `npm start`: builds every part in production mode, then serves each on its own origin on
// 127.0.0.1 (shell :3000, remotes :3001–3004) with dev-api on :4000. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';
import { devApi, parts, repoRoot } from './parts.mjs';
import { startStaticServer } from './serve-static.mjs';

const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

async function waitForHttp(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { method: 'GET' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startDevApi({ port = devApi.port, testEndpoints = true } = {}) {
  const child = spawn(process.execPath, [tsxCli, path.join(repoRoot, 'dev-api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DEV_API_PORT: String(port), DEV_API_TEST_ENDPOINTS: testEndpoints ? '1' : '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    child,
    ready: waitForHttp(`http://127.0.0.1:${port}/__health`),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts dev-api and the five static servers; returns a function that stops them all. */
export async function startStack({ build = true } = {}) {
  if (build) {
    console.log('Сборка всех частей (production)…');
    const report = await buildAll();
    for (const [name, seconds] of Object.entries(report.parts)) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(1)} s`);
    console.log(`  всего            ${report.total.toFixed(1)} s`);
  }
  const api = startDevApi();
  const servers = [];
  const stop = async () => {
    await Promise.all([...servers.map((server) => server.close()), api.stop()]);
  };
  try {
    await api.ready;
    for (const part of parts) {
      servers.push(await startStaticServer({ dir: part.dir, port: part.port, spa: part.spa, runtimeDir: part.runtimeDir, label: part.name }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { servers, stop } = await startStack({ build: !process.argv.includes('--no-build') });
  for (const server of servers) console.log(`  ${server.label.padEnd(16)} ${server.url}`);
  console.log(`  ${'dev-api'.padEnd(16)} ${devApi.url}`);
  console.log(`\nГотово: откройте ${servers[0].url} (Ctrl-C — остановить)`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
