/**
 * The production web servers, run on loopback: renders a part's nginx config from the same
 * templates docker-compose.yml gives the official nginx image (deploy/nginx/templates, filled by
 * the same `${VAR}` substitution the image's envsubst step does), checks it with `nginx -t`, and
 * runs one nginx per part in the foreground. Used by the delivery drills and `npm run load`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRemote, repoRoot, type Part } from './parts';
import { contentSecurityPolicy, type CspSources } from './serving-policy';

export const nginxDir = path.join(repoRoot, 'deploy/nginx');

export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

/** `${NAME}` → its value, for the names given; anything else (nginx's own `$uri`…) stays. */
export function substitute(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name: string) => (name in values ? values[name]! : whole));
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type PartServing = {
  port: number;
  storeRoot: string;
  /** Shell origins allowed to read a remote's files. */
  corsOrigins: string[];
  csp: CspSources;
  /** Where the snippets are (the container's path in docker-compose; the repo's locally). */
  snippets?: string;
  listenHost?: string;
  /** The render host (`host:port`) the shell forwards its pages to; none answers there by default. */
  renderUpstream?: string;
  /** Where the shell's micro-cache of pages lives (a folder of the instance's own by default). */
  pageCacheDir?: string;
};

/** A port nothing listens on: a shell without a render host serves its static page (the fallback). */
const unansweredUpstream = '127.0.0.1:9';

/** The environment the part's template is filled from (what docker-compose.yml sets). */
export function templateValues(part: Part, serving: PartServing): Record<string, string> {
  const csp = contentSecurityPolicy(serving.csp);
  return {
    LISTEN: `${serving.listenHost ?? '127.0.0.1'}:${serving.port}`,
    STORE_ROOT: serving.storeRoot,
    PART: part.name,
    SNIPPETS: serving.snippets ?? path.join(nginxDir, 'snippets'),
    SHELL_CSP: csp,
    REMOTE_CSP: csp,
    CORS_ORIGIN_REGEX: `^(${serving.corsOrigins.map(escapeRegex).join('|') || 'none\\.invalid'})$`,
    RENDER_UPSTREAM: serving.renderUpstream ?? unansweredUpstream,
    PAGE_CACHE_DIR: serving.pageCacheDir ?? path.join(tmpdir(), 'nginx-page-cache'),
  };
}

export async function renderPartConfig(part: Part, serving: PartServing): Promise<string> {
  const template = await readFile(path.join(nginxDir, 'templates', isRemote(part) ? 'remote.conf.template' : 'shell.conf.template'), 'utf8');
  return substitute(template, templateValues(part, serving));
}

/** A main nginx.conf around one part's server, with every path nginx writes inside `dir`. */
function mainConfig(dir: string, partConfig: string): string {
  const asRoot = process.getuid?.() === 0;
  return [
    // As root the workers would run as nobody, who cannot read a test's private store.
    ...(asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${dir}/client-body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    '    sendfile on;',
    '    keepalive_timeout 30;',
    `    include ${partConfig};`,
    '}',
    '',
  ].join('\n');
}

export type RunningNginx = { part: Part; url: string; pid: number; dir: string; configFile: string; stop: () => Promise<void> };

/** Writes the part's config into a fresh folder; returns the main config's path. */
export async function writeNginxConfig(part: Part, serving: PartServing, dir?: string): Promise<{ dir: string; configFile: string }> {
  const where = dir ?? (await mkdtemp(path.join(tmpdir(), `nginx-${part.name}-`)));
  await mkdir(where, { recursive: true });
  const partConfig = path.join(where, `${part.name}.conf`);
  await writeFile(partConfig, await renderPartConfig(part, { pageCacheDir: path.join(where, 'page-cache'), ...serving }));
  const configFile = path.join(where, 'nginx.conf');
  await writeFile(configFile, mainConfig(where, partConfig));
  return { dir: where, configFile };
}

/** `nginx -t` on a config: its output, and whether it passed. */
export function testNginxConfig(nginx: string, dir: string, configFile: string): { ok: boolean; output: string } {
  const result = spawnSync(nginx, ['-t', '-p', dir, '-c', configFile], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

async function waitForPort(url: string, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${url}: nginx did not answer in ${timeoutMs} ms`);
}

export async function startNginx(part: Part, serving: PartServing): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx не найден: apt-get install nginx (или NGINX_PATH)');
  const { dir, configFile } = await writeNginxConfig(part, serving);
  const checked = testNginxConfig(nginx, dir, configFile);
  if (!checked.ok) throw new Error(`nginx -t: ${checked.output}`);
  const child = spawn(nginx, ['-p', dir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `http://${serving.listenHost ?? '127.0.0.1'}:${serving.port}`;
  try {
    await waitForPort(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${part.name}: ${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    part,
    url,
    pid: child.pid!,
    dir,
    configFile,
    // Its folder (config, temporary files, logs) goes with it.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // QUIT: a graceful stop, as an operator would.
        child.kill('SIGQUIT');
      }).then(() => rm(dir, { recursive: true, force: true })),
  };
}
