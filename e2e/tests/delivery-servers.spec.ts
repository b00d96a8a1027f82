import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { expect, test } from '@playwright/test';
import { parseRuntimeConfig } from '@microloans/shared-contracts/config';
import { nginxDir, startNginx, testNginxConfig, writeNginxConfig, type RunningNginx } from '../../deploy/src/nginx';
import { parts, partNamed } from '../../deploy/src/parts';
import { servingSettings } from '../../deploy/src/start';
import { ensureDebianPackage } from '../lib/debian';
import { repoRoot, requireNginx } from '../lib/drills';
import { liveManifest, storeDir } from '../lib/topology';
import { mainScriptOf } from '../lib/app-scripts';
import { product, remoteOrigins, renderTierUrl, shellOrigin } from '../lib/product';

/**
 * Production's web servers are nginx (deploy/nginx); a development machine's are Node
 * (deploy/src/server.ts). Every config passes `nginx -t`, the compose file parses, and the two
 * servers answer the same requests the same way.
 */
type Answer = { status: number; headers: Record<string, string | undefined> };

/** A raw GET (no client adding cache headers of its own), with what matters of the answer. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string | undefined> }));
    })
      .on('error', reject)
      .end();
  });
}

/** What must be equal between the two servers (the ETag's form may differ; its presence may not). */
function comparable({ status, headers }: Answer) {
  const failed = status >= 400;
  return {
    status,
    cacheControl: headers['cache-control'],
    contentType: failed ? undefined : headers['content-type'],
    contentEncoding: headers['content-encoding'],
    vary: failed ? undefined : headers.vary?.split(/,\s*/).sort().join(', '),
    etag: failed ? undefined : Boolean(headers.etag),
    lastModified: failed ? undefined : Boolean(headers['last-modified']),
    cors: headers['access-control-allow-origin'],
    nosniff: headers['x-content-type-options'],
    referrer: headers['referrer-policy'],
    frame: failed ? undefined : headers['x-frame-options'],
    csp: failed ? undefined : headers['content-security-policy'],
  };
}

test('every part’s nginx config passes nginx -t, docker-compose.yml sets every variable the templates use and parses', async () => {
  const nginx = requireNginx();
  for (const part of parts) {
    const { dir, configFile } = await writeNginxConfig(part, {
      port: 3190,
      storeRoot: storeDir,
      corsOrigins: ['http://127.0.0.1:3000'],
      csp: { remoteOrigins: ['http://127.0.0.1:3002'], connectOrigins: ['http://127.0.0.1:4000'], scriptOrigins: [], scriptHashes: ["'sha256-x'"] },
    });
    const checked = testNginxConfig(nginx, dir, configFile);
    await rm(dir, { recursive: true, force: true });
    expect(checked.output, part.name).toContain('test is successful');
    expect(checked.ok, part.name).toBe(true);
  }

  const compose = await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  for (const template of ['shell.conf.template', 'remote.conf.template']) {
    const variables = [...(await readFile(path.join(nginxDir, 'templates', template), 'utf8')).matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]!);
    for (const variable of new Set(variables)) expect(compose, `${template}: ${variable}`).toMatch(new RegExp(`\\b${variable}:`));
  }
  const dockerCompose = ensureDebianPackage('docker-compose', '/usr/bin/docker-compose');
  // A real compose parser, without an engine.
  execFileSync(dockerCompose, ['-f', path.join(repoRoot, 'docker-compose.yml'), 'config', '-q'], { cwd: repoRoot, stdio: 'pipe' });

  // As compose resolves it: every service is checked and restarted; the render tier runs what was built.
  const resolved = parseYaml(execFileSync(dockerCompose, ['-f', path.join(repoRoot, 'docker-compose.yml'), 'config'], { cwd: repoRoot, encoding: 'utf8' })) as {
    services: Record<string, { healthcheck?: { test?: string[] }; restart?: string; command?: string[]; labels?: Record<string, string>; environment?: Record<string, string>; ports?: unknown[] }>;
  };
  // Each service's own check, against its own port: nginx's /healthz on the port it listens on
  // (LISTEN), the render tier's and dev-api's own answers. ["NONE"] would switch a check off.
  const nginxCheck = ['CMD-SHELL', 'wget -q -O /dev/null http://127.0.0.1:$${LISTEN}/healthz || exit 1'];
  const nodeCheck = (url: string) => ['CMD', 'node', '-e', `fetch('${url}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`];
  expect(Object.fromEntries(Object.entries(resolved.services).map(([name, service]) => [name, service.healthcheck?.test]))).toEqual({
    shell: nginxCheck,
    'mf-confirmation': nginxCheck,
    'mf-cabinet': nginxCheck,
    'mf-blog': nginxCheck,
    'mf-shopwindow': nginxCheck,
    'shell-render': nodeCheck('http://127.0.0.1:3010/robots.txt'),
    'dev-api': nodeCheck('http://127.0.0.1:4000/__health'),
  });
  // The Node services' checks pass against the same processes `npm start` runs (the render tier on
  // :3010, dev-api on :4000): what each check asks for answers.
  for (const name of ['shell-render', 'dev-api']) {
    const [, program, flag, script] = resolved.services[name]!.healthcheck!.test!;
    expect(() => execFileSync(process.execPath, [flag!, script!], { stdio: 'pipe', timeout: 10_000 }), `${name}: ${program} ${script}`).not.toThrow();
  }
  for (const [name, port] of Object.entries({ shell: 3000, 'mf-confirmation': 3001, 'mf-cabinet': 3002, 'mf-blog': 3003, 'mf-shopwindow': 3004 })) {
    expect(resolved.services[name]?.environment?.LISTEN, `${name}: LISTEN`).toBe(String(port));
  }
  for (const template of ['shell.conf.template', 'remote.conf.template']) {
    expect(await readFile(path.join(nginxDir, 'templates', template), 'utf8'), `${template}: /healthz`).toMatch(/location = \/healthz \{/);
  }
  for (const [name, service] of Object.entries(resolved.services)) {
    expect(['on-failure', 'unless-stopped', 'always'], `${name}: restart`).toContain(service.restart);
  }
  expect(resolved.services['shell-render']!.command).toEqual(['node', 'deploy/dist/render-tier.js']);
  expect(resolved.services['dev-api']!.labels).toEqual({ 'microloans.role': 'development-helper' });
});

test('nginx without its render host answers pages with the static live page and crawl files with a 404', async () => {
  requireNginx();
  const alone = await startNginx(partNamed('shell'), { port: 3124, storeRoot: storeDir, corsOrigins: [], csp: { remoteOrigins: [], connectOrigins: [], scriptOrigins: [], scriptHashes: [] } });
  try {
    const live = await (await fetch(`${alone.url}/index.html`)).text();
    for (const path of ['/', '/auth', '/no/such/page']) {
      const page = await fetch(`${alone.url}${path}`);
      expect([path, page.status, await page.text()]).toEqual([path, 200, live]);
    }
    expect((await fetch(`${alone.url}/robots.txt`)).status).toBe(404);
    // The orchestrator's health check is the server's own, whatever the render tier does.
    const health = await fetch(`${alone.url}/healthz`);
    expect([health.status, await health.text(), health.headers.get('cache-control')]).toEqual([200, 'ok\n', 'no-store']);
  } finally {
    await alone.stop();
  }
});

test('nginx keeps an anonymous page a moment — a burst of misses renders once — and never keeps or serves one across visitors with a session', async () => {
  requireNginx();
  const cached = await startNginx(partNamed('shell'), {
    port: 3126,
    storeRoot: storeDir,
    corsOrigins: [],
    csp: { remoteOrigins: [], connectOrigins: [], scriptOrigins: [], scriptHashes: [] },
    renderUpstream: new URL(renderTierUrl).host,
  });
  try {
    // A page nobody has asked for yet, twenty visitors at once.
    const page = `${cached.url}/docs/privacy-agreement?burst=${Date.now().toString(36)}`;
    const burst = await Promise.all(Array.from({ length: 20 }, () => fetch(page)));
    const sources = burst.map((answer) => answer.headers.get('x-cache'));
    expect(sources.filter((source) => source === 'MISS'), sources.join(' ')).toHaveLength(1);
    expect(new Set(burst.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(burst.every((answer) => answer.status === 200 && answer.headers.get('cache-control') === 'no-cache')).toBe(true);

    // A visitor with a session gets their own rendering, not the kept one, and theirs is not kept.
    const signedIn = await fetch(page, { headers: { Cookie: 'token=visitor-a' } });
    expect([signedIn.headers.get('x-cache'), signedIn.headers.get('cache-control')]).toEqual(['BYPASS', 'private, no-store']);
    const otherSession = await fetch(page, { headers: { Cookie: 'refresh_token=visitor-b' } });
    expect([otherSession.headers.get('x-cache'), otherSession.headers.get('cache-control')]).toEqual(['BYPASS', 'private, no-store']);
    // A page drawn at the step of a visitor's draft is theirs too.
    const withDraft = await fetch(page, { headers: { Cookie: 'application_step=1' } });
    expect([withDraft.headers.get('x-cache'), withDraft.headers.get('cache-control')]).toEqual(['BYPASS', 'private, no-store']);
    const anonymousAfter = await fetch(page);
    expect(anonymousAfter.headers.get('cache-control')).toBe('no-cache');
  } finally {
    await cached.stop();
  }
});

test.describe('nginx and the Node server answer alike', () => {
  let shell: RunningNginx;
  let cabinet: RunningNginx;

  test.beforeAll(async () => {
    requireNginx();
    const { deployment } = product;
    const config = parseRuntimeConfig(JSON.parse(await readFile(path.join(storeDir, 'shell/config.json'), 'utf8')));
    const { shellCsp, remoteCsp } = servingSettings(deployment.origins, config);
    const live = JSON.parse(await readFile(path.join(storeDir, 'shell/latest.json'), 'utf8')) as { buildId: string };
    const scriptHashes = (JSON.parse(await readFile(path.join(storeDir, 'shell', live.buildId, 'csp.json'), 'utf8')) as { scriptHashes: string[] }).scriptHashes;
    // In front of the same render host as the Node server (`npm start`'s).
    shell = await startNginx(partNamed('shell'), {
      port: 3120,
      storeRoot: storeDir,
      corsOrigins: [],
      csp: { ...shellCsp, scriptHashes },
      renderUpstream: new URL(renderTierUrl).host,
    });
    cabinet = await startNginx(partNamed('mf-cabinet'), { port: 3122, storeRoot: storeDir, corsOrigins: deployment.shellOrigins, csp: { ...remoteCsp, scriptHashes: [] } });
  });
  test.afterAll(async () => {
    await shell?.stop();
    await cabinet?.stop();
  });

  test('the same answer to every kind of request, and the same 304s', async () => {
    const remotes = await liveManifest();
    const cabinetVersion = remotes.mf_cabinet.version;
    const html = await (await fetch(`${shellOrigin}/`)).text();
    const mainScript = mainScriptOf(html);
    const shellVersion = mainScript.split('/')[1]!;
    const gzip = { 'Accept-Encoding': 'gzip' };
    const cases: Array<[port: 'shell' | 'cabinet', path: string, headers?: Record<string, string>, method?: string]> = [
      ['shell', '/'],
      ['shell', '/profile', gzip],
      ['shell', '/r/ivan.petrov'],
      ['shell', '/no/such/page', gzip],
      ['shell', '/robots.txt'],
      ['shell', '/sitemap.xml', gzip],
      ['shell', '/config.json'],
      ['shell', '/remotes.json', gzip],
      ['shell', '/latest.json'],
      ['shell', mainScript],
      ['shell', mainScript, gzip],
      ['shell', mainScript, { 'Accept-Encoding': 'br, gzip' }],
      ['shell', '/missing.js'],
      ['shell', `/${shellVersion}/missing.css`],
      ['shell', `/${shellVersion}/no-such-page`],
      ['shell', `/${shellVersion}/.published`],
      ['cabinet', `/${cabinetVersion}/mf-manifest.json`, { Origin: shellOrigin }],
      ['cabinet', `/${cabinetVersion}/mf-manifest.json`, { Origin: 'https://evil.example' }],
      ['cabinet', `/${cabinetVersion}/remoteEntry.js`, { ...gzip, Origin: shellOrigin }],
      ['cabinet', `/${cabinetVersion}/auth/recovery`],
      ['cabinet', `/${cabinetVersion}/missing.js`],
      ['cabinet', '/'],
      ['cabinet', `/${cabinetVersion}/remoteEntry.js`, { Origin: shellOrigin, 'Access-Control-Request-Method': 'GET' }, 'OPTIONS'],
    ];
    for (const [server, target, headers = {}, method = 'GET'] of cases) {
      const node = await get(`${server === 'shell' ? shellOrigin : remoteOrigins.mf_cabinet}${target}`, headers, method);
      const production = await get(`${server === 'shell' ? shell.url : cabinet.url}${target}`, headers, method);
      expect(comparable(production), `${method} ${server} ${target} ${JSON.stringify(headers)}`).toEqual(comparable(node));
      if (node.status === 200 && node.headers.etag) {
        for (const [base, answer] of [
          [server === 'shell' ? shellOrigin : remoteOrigins.mf_cabinet, node],
          [server === 'shell' ? shell.url : cabinet.url, production],
        ] as const) {
          expect((await get(`${base}${target}`, { ...headers, 'If-None-Match': answer.headers.etag! })).status, `304 from ${base}${target}`).toBe(304);
        }
      }
    }
  });
});
