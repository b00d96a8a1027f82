/**
 * `npm start`: builds every part, publishes each new version into the local release store
 * (`.store/`), serves each part's folder of the store on its own origin (shell :3000, remotes
 * :3001–3004) with the Node server that behaves as production's nginx, with dev-api on :4000, and
 * releases what was built (remotes first, then the shell). `--no-build` serves what is there;
 * `--port-offset N` serves another copy beside it (local-stack.ts). Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRuntimeConfig, type RuntimeConfig } from '@microloans/shared-contracts/config';
import { localPorts } from '@microloans/shared-contracts/remotes';
import { buildAll } from './build';
import { CommandLineError, parseCommandLine, reportCommandLineFailure, wholeNumber } from './command-line';
import type { Deployment } from './cli';
import { localConfigFile, localStack, type LocalStack } from './local-stack';
import { lastBuiltVersion, release, type CommandContext, type Origins } from './commands';
import { devApiPort, isRemote, localOrigin, parts, remoteParts, repoRoot, shellPart, type Part } from './parts';
import { ReleaseStore } from './release-store';
import { readRemotesFile } from './remotes-file';
import { startRenderTierProcess, type RenderTierProcessOptions } from './render-tier-process';
import { startPartServer, type Listening } from './server';
import { originOf, type CspSources } from './serving-policy';

const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
async function waitForHttp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startDevApi({ port = devApiPort as number, testEndpoints = true } = {}) {
  const child = spawn(process.execPath, [tsxCli, path.join(repoRoot, 'dev-api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DEV_API_PORT: String(port), DEV_API_TEST_ENDPOINTS: testEndpoints ? '1' : '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    child,
    ready: waitForHttp(`http://127.0.0.1:${port}/__health`),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The CSP sources of a deployment, from its origins and the shell's config.json. */
export function servingSettings(origins: Origins, config: RuntimeConfig) {
  const remoteOrigins = remoteParts.map((part) => origins[part.name]).filter((origin): origin is string => Boolean(origin));
  const connectOrigins = [config.apiBaseUrl, config.loggerUrl, config.visitTrackingUrl].map(originOf).filter((origin): origin is string => origin !== null);
  const scriptOrigins = [config.analyticsScriptUrl].map(originOf).filter((origin): origin is string => origin !== null);
  const shellCsp: Omit<CspSources, 'scriptHashes'> = { remoteOrigins, connectOrigins, scriptOrigins };
  // A remote's own (standalone) page loads only itself and calls the API.
  const remoteCsp: Omit<CspSources, 'scriptHashes'> = { remoteOrigins: [], connectOrigins, scriptOrigins: [] };
  return { shellCsp, remoteCsp };
}

/** The parts' servers, and the render tier's supervisor (its workers are its children). */
export type PartServers = { servers: Listening[]; renderPid: number; stop: () => Promise<void> };

/**
 * One Node server per part, each serving its folder of the store, and the render tier (a worker
 * per core) the shell's forwards its pages to.
 */
/** Where the render tier listens, the API as it reaches it (config.json's by default), and its workers' settings. */
export type RenderTierServing = { port?: number; apiBaseUrl?: string; settings?: RenderTierProcessOptions['settings'] };

export async function servePartsFromStore(
  store: ReleaseStore,
  deployment: Deployment,
  config: RuntimeConfig,
  portOf: (part: Part) => number = (part) => part.port,
  { port: renderPort = localPorts.shellRender, apiBaseUrl, settings }: RenderTierServing = {},
): Promise<PartServers> {
  const { shellCsp, remoteCsp } = servingSettings(deployment.origins, config);
  const render = await startRenderTierProcess({
    storeRoot: store.root,
    port: renderPort,
    publicOrigin: deployment.origins.shell ?? localOrigin(shellPart.port),
    ...(apiBaseUrl ? { apiBaseUrl } : {}),
    ...(settings ? { settings } : {}),
  });
  const servers: Listening[] = [];
  try {
    for (const part of parts) {
      servers.push(
        await startPartServer({
          root: store.partDir(part.name),
          kind: isRemote(part) ? 'remote' : 'shell',
          port: portOf(part),
          corsOrigins: isRemote(part) ? deployment.shellOrigins : [],
          csp: isRemote(part) ? remoteCsp : shellCsp,
          label: part.name,
          renderer: isRemote(part) ? undefined : render.url,
        }),
      );
    }
    // Listed after the parts: the shell's server is the first, the one to open.
    servers.push(render);
  } catch (error) {
    await Promise.all([...servers, render].map((server) => server.close()));
    throw error;
  }
  return { servers, renderPid: render.pid, stop: () => Promise.all(servers.map((server) => server.close())).then(() => undefined) };
}

/** Releases each part's last build unless it is live already: the remotes first, then the shell. */
export async function releaseLastBuilds(context: CommandContext): Promise<string[]> {
  const said: string[] = [];
  const live = await readRemotesFile(context.store);
  for (const part of [...remoteParts, shellPart]) {
    const version = lastBuiltVersion(part);
    const current = isRemote(part) ? live[part.container]?.version : await context.store.liveShellVersion();
    if (current === version) continue;
    const done = await release({ ...context, who: 'npm start' }, part.name, version);
    said.push(`${done.part} ${done.version}`);
  }
  return said;
}

/** A development machine keeps the last few builds of each part (and whatever is live). */
async function pruneLocalStore(store: ReleaseStore, keep = 4): Promise<void> {
  const live = await readRemotesFile(store);
  for (const part of parts) {
    const deployment = isRemote(part) ? live[part.container] : undefined;
    const protect = new Set(
      [deployment?.version, deployment?.previousVersion, deployment?.canary?.version, isRemote(part) ? null : await store.liveShellVersion()].filter(
        (version): version is string => typeof version === 'string',
      ),
    );
    await store.prune(part.name, keep, protect);
  }
}

export type Stack = { servers: Listening[]; store: ReleaseStore; devApi: string; stop: () => Promise<void> };

/** Builds (unless told not to) and serves the local copy of the product at `stack` (`npm start`'s own by default). */
export async function startStack({ build = true, stack = localStack(0) }: { build?: boolean; stack?: LocalStack } = {}): Promise<Stack> {
  if (build) {
    console.log('Сборка всех частей (production)…');
    const report = await buildAll();
    for (const [name, seconds] of Object.entries(report.parts)) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(1)} s`);
    console.log(`  ${'всего'.padEnd(16)} ${report.total.toFixed(1)} s`);
  }
  const store = new ReleaseStore(stack.storeDir);
  const { deployment } = stack;
  // `npm start`'s own store keeps a config.json an operator edited; another copy's follows its ports.
  if (stack.offset === 0) await store.ensureShellFile('config.json', localConfigFile);
  else {
    await mkdir(store.shellDir, { recursive: true });
    await writeFile(path.join(store.shellDir, 'config.json'), `${JSON.stringify(stack.config(), null, 2)}\n`);
  }
  const config = parseRuntimeConfig(JSON.parse(readFileSync(path.join(store.shellDir, 'config.json'), 'utf8')));

  const api = startDevApi({ port: stack.devApiPort });
  let served: PartServers | null = null;
  const stop = async () => {
    await Promise.all([served?.stop(), api.stop()]);
  };
  try {
    await api.ready;
    served = await servePartsFromStore(store, deployment, config, stack.portOf, { port: stack.renderPort });
    const released = await releaseLastBuilds({ store, origins: deployment.origins });
    if (released.length > 0) console.log(`Выпущено: ${released.join(', ')}`);
    await pruneLocalStore(store);
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers: served.servers, store, devApi: localOrigin(stack.devApiPort), stop };
}

const startUsage = `npm start [-- параметры]: собрать все части, выпустить их в хранилище .store и запустить на 127.0.0.1
(оболочка :3000, удалённые части :3001–3004, dev-api :4000). npm run serve — то же без сборки.
  --no-build          не собирать: показать то, что уже выпущено
  --port-offset N     ещё одна копия рядом: все порты на N больше (N — сотни), своё хранилище .store-N
  -h, --help    эта справка`;

if (require.main === module) {
  let build = true;
  let stack = localStack(0);
  try {
    const { values } = parseCommandLine(process.argv.slice(2), { usage: startUsage, options: { 'no-build': { type: 'boolean' }, 'port-offset': { type: 'string' } } });
    if (values.help) {
      console.log(startUsage);
      process.exit(0);
    }
    build = !values['no-build'];
    const offset = values['port-offset'] === undefined ? 0 : wholeNumber(values['port-offset'], 0, 'port-offset', startUsage);
    if (offset % 100 !== 0 || offset > 1000) throw new CommandLineError(`--port-offset должно быть числом сотен до 1000, а не «${offset}»`, startUsage);
    stack = localStack(offset);
  } catch (error) {
    reportCommandLineFailure(error);
  }
  startStack({ build, stack }).then(
    ({ servers, devApi, stop }) => {
      for (const server of servers) console.log(`  ${server.label.padEnd(16)} ${server.url}`);
      console.log(`  ${'dev-api'.padEnd(16)} ${devApi}`);
      console.log(`\nГотово: откройте ${servers[0]!.url} (Ctrl-C — остановить)`);
      let stopping = false;
      const shutdown = async () => {
        if (stopping) return;
        stopping = true;
        await stop();
        process.exit(0);
      };
      process.on('SIGINT', () => void shutdown());
      process.on('SIGTERM', () => void shutdown());
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
