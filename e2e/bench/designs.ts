/**
 * `npm run designs -w e2e`: the two designs of server rendering measured on one route, a post
 * (shell/README.md has the decision and these figures). Needs the stack `npm start` runs.
 *
 *   one tree   — production: the render host draws the shell's frame and the owner's page in one
 *                React tree with one scope (the stack's render host);
 *   fragments  — the shell draws the frame with an SSI include where the owner's page goes, the
 *                owner draws its page alone (its own root and scope), nginx puts it in (a render
 *                host started here with `composition: 'fragments'`).
 *
 * Both are reached through an nginx of their own with no cache (every request is rendered):
 * requests/s and latency on one connection and on 50, then in Chromium at the bench's 4× slower
 * CPU: largest paint, layout shift, whether the post the server drew is the one the reader keeps
 * (or is drawn again), hydration errors and the post read again by the browser.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium, type Browser } from '@playwright/test';
import { findNginx } from '../../deploy/src/nginx';
import { startRenderHost } from '../../deploy/src/render-host';
import { defaultStoreDir } from '../../deploy/src/cli';
import { chromiumArgs, findTestChromium } from '../lib/find-chromium';
import { cpuSlowdown } from './measure';

const route = '/blog/kak-vybrat-mikrozaim';
const stackOrigin = 'http://127.0.0.1:3000';
const oneTreeRender = 'http://127.0.0.1:3010';
const fragmentsRenderPort = 3150;
const ports = { oneTree: 3161, fragments: 3160 } as const;
const seconds = Number(process.env.DESIGNS_SECONDS ?? 10);
const visits = Number(process.env.DESIGNS_VISITS ?? 3);

/** One nginx with a server per design; files the page loads are the stack's. */
function nginxConfig(dir: string): string {
  const files = `location ~ \\.(js|css|json|svg|png|ico|woff2?|map)$ { proxy_pass ${stackOrigin}; }`;
  return `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream fragments { server 127.0.0.1:${fragmentsRenderPort}; keepalive 64; }
  upstream one_tree { server ${new URL(oneTreeRender).host}; keepalive 64; }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Accept-Encoding "";
  server {
    listen 127.0.0.1:${ports.fragments};
    ${files}
    location = /__fragment { proxy_pass http://fragments; }
    location / { ssi on; proxy_pass http://fragments; }
  }
  server {
    listen 127.0.0.1:${ports.oneTree};
    ${files}
    location / { proxy_pass http://one_tree; }
  }
}`;
}

async function startNginx(): Promise<() => void> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx не найден (apt-get install -y nginx)');
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-designs-'));
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir));
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let tries = 0; tries < 50; tries++) {
    if (await fetch(`http://127.0.0.1:${ports.oneTree}/robots.txt`).then(() => true, () => false)) return () => child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not start');
}

function load(url: string, connections: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

type Visit = { lcpMs: number; cls: number; goneMs: number; kept: boolean; hydrationErrors: number; postReads: number; contentMs: number };

/** A first visit at the bench's slower CPU, until the page is taken over and the network is quiet. */
async function visit(browser: Browser, origin: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let hydrationErrors = 0;
  let postReads = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors += 1;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).port === '4000' && /\/blog\/posts?\b|\/posts\//.test(request.url())) postReads += 1;
    // The app reports a mismatch React recovered from to its logger (kind: hydration).
    if (/hydration/.test(request.postData() ?? '')) hydrationErrors += 1;
  });
  await page.addInitScript(() => {
    const state = { lcp: 0, cls: 0, goneMs: 0, server: null as Element | null };
    (window as unknown as { __design: typeof state }).__design = state;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (state.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) state.cls += shift.value;
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    // How long the post is off the screen while the page is taken over (drawn again: removed, a
    // loading state, then drawn).
    let missingSince: number | null = null;
    document.addEventListener('DOMContentLoaded', () => {
      state.server = document.querySelector('[data-testid="article-body"]');
      new MutationObserver(() => {
        const shown = document.querySelector('[data-testid="article-body"]') !== null;
        if (!shown && missingSince === null) missingSince = performance.now();
        if (shown && missingSince !== null) {
          state.goneMs += performance.now() - missingSince;
          missingSince = null;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(`${origin}${route}`);
  // Taken over: the post's body is a React element again (drawn by the server, hydrated or drawn anew).
  await page.waitForFunction(
    () => {
      const body = document.querySelector('[data-testid="article-body"]');
      return body !== null && Object.keys(body).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => {
    const state = (window as unknown as { __design: { lcp: number; cls: number; goneMs: number; server: Element | null } }).__design;
    const contentMs = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? 0;
    return { contentMs, lcpMs: state.lcp, cls: state.cls, goneMs: state.goneMs, kept: state.server !== null && state.server === document.querySelector('[data-testid="article-body"]') };
  });
  await context.close();
  return { ...result, hydrationErrors, postReads };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const renderHost = await startRenderHost({
    shellDir: path.join(path.resolve(defaultStoreDir()), 'shell'),
    port: fragmentsRenderPort,
    publicOrigin: stackOrigin,
    composition: 'fragments',
  });
  const stopNginx = await startNginx();
  // Both designs are served here from origins of their own, which the remotes' and the API's CORS
  // rules (made for the shell's origin) do not name: the browser is told not to check them.
  const browser = await chromium.launch({ executablePath: findTestChromium(), args: [...chromiumArgs, '--disable-web-security'] });
  try {
    const designs = [
      { name: 'одно дерево', origin: `http://127.0.0.1:${ports.oneTree}` },
      { name: 'фрагменты (SSI)', origin: `http://127.0.0.1:${ports.fragments}` },
    ];
    const fragmentPage = await (await fetch(`${designs[1]!.origin}${route}`)).text();
    if (fragmentPage.includes('<!--#')) throw new Error('nginx did not include the fragment');
    const rows = [];
    for (const design of designs) {
      const html = await (await fetch(`${design.origin}${route}`)).text();
      const one = await load(`${design.origin}${route}`, 1);
      const fifty = await load(`${design.origin}${route}`, 50);
      const samples: Visit[] = [];
      for (let n = 0; n < visits; n++) samples.push(await visit(browser, design.origin));
      rows.push({
        дизайн: design.name,
        'HTML, КБ': Math.round(html.length / 102.4) / 10,
        '1 соед.: p50 / p99, мс': `${one.latency.p50} / ${one.latency.p99}`,
        '50 соед.: запросов/с': Math.round(fifty.requests.average),
        '50 соед.: p50 / p99, мс': `${fifty.latency.p50} / ${fifty.latency.p99}`,
        ошибок: one.errors + one.non2xx + fifty.errors + fifty.non2xx,
        'LCP, мс': Math.round(median(samples.map((s) => s.lcpMs))),
        'FCP, мс': Math.round(median(samples.map((s) => s.contentMs))),
        CLS: Math.round(median(samples.map((s) => s.cls)) * 1000) / 1000,
        'пост не на экране, мс': Math.round(median(samples.map((s) => s.goneMs))),
        'пост сервера сохранён': samples.map((s) => (s.kept ? 'да' : 'нет')).join(' '),
        'ошибок гидратации': median(samples.map((s) => s.hydrationErrors)),
        'чтений поста браузером': median(samples.map((s) => s.postReads)),
      });
    }
    console.table(rows);
  } finally {
    await browser.close();
    stopNginx();
    await renderHost.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
