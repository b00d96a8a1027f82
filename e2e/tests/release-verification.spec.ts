import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Browser } from '@playwright/test';
import { canaryBucket, clientIdCookie } from '@microloans/shared-contracts/remotes';
import { readAutopilot } from '../../deploy/src/autopilot';
import { release, rollback } from '../../deploy/src/commands';
import { sriOf } from '../../deploy/src/integrity';
import { readRemotesFile } from '../../deploy/src/remotes-file';
import { navigateInApp } from '../lib/departures';
import { pageTakenOver, takenOver } from '../lib/taken-over';
import { buildInWorkspace, drillShell, drillsOnStage, edit, repoRoot, restore } from '../lib/drills';
import { drawnWith } from '../lib/server-html';

/**
 * A squad's release verified before it runs and judged by what borrowers meet, drilled on the
 * product as CI starts it (nginx per part, the compiled render tier, the compiled operator
 * commands): a published chunk altered after the fact is refused by the browser and the server,
 * which serve the previous version; a canary that fails its share of visitors is rolled back by the
 * controller within its window; a healthy one goes up its steps and is promoted.
 */
const drills = drillsOnStage();

const liveBlog = async () => (await readRemotesFile(drills.stage.store)).mf_blog!;

/** A copy of mf-blog's live build under a new version (what a squad's next release is to the platform). */
async function copyOfLiveBlog(tag: string): Promise<string> {
  const live = (await liveBlog()).version;
  const version = `${live.split('+')[0]}+${tag}`;
  await drills.stage.store.publish('mf-blog', version, drills.stage.store.versionDir('mf-blog', live));
  return version;
}

/** The page as a new visitor gets it from the server (past nginx's one-second micro-cache). */
let asks = 0;
async function serverPage(route: string): Promise<string> {
  asks += 1;
  return (await fetch(`${drillShell}${route}${route.includes('?') ? '&' : '?'}verify=${asks}`)).text();
}

/** A visitor whose cid puts them inside (or outside) mf-blog's canary share of `percent`. */
function clientIds(percent: number): { inside: string[]; outside: string[] } {
  const ids = Array.from({ length: 400 }, (_, index) => `${String(index).padStart(8, '0')}-7a1e-4c2d-9b00-000000000000`);
  return { inside: ids.filter((id) => canaryBucket(id, 'mf_blog') < percent), outside: ids.filter((id) => canaryBucket(id, 'mf_blog') >= percent) };
}

/** One visit of the blog's feed by a visitor with this cid: the page, its code, and its beacon as the page is left. */
async function visitBlog(browser: Browser, clientId: string): Promise<{ sectionDown: boolean }> {
  const context = await browser.newContext();
  await context.addCookies([{ name: clientIdCookie, value: clientId, url: drillShell }]);
  const page = await context.newPage();
  await page.goto(`${drillShell}/blog?visit=${clientId}`);
  await pageTakenOver(page);
  // The feed's own posts, taken over by its code, or its place saying the section is down.
  const slot = page.locator('[data-remote-slot="mf_blog"]');
  const down = slot.getByText('Раздел временно недоступен');
  const posts = slot.getByTestId('feed-posts');
  await expect(posts.or(down).first()).toBeVisible();
  if (!(await down.isVisible())) await takenOver(posts);
  const sectionDown = await down.isVisible();
  // Leaving the page sends what it counted (a beacon, sent as the next page is asked for).
  await page.goto(`${drillShell}/robots.txt`);
  await context.close();
  return { sectionDown };
}

/** `npm run canary -- mf-blog <version> <percent> --auto …` as a scheduler would start it: the compiled command, against the drills.stage. */
async function autopilotCommand(args: string[]): Promise<{ code: number; output: string; ms: number }> {
  const deployment = path.join(await mkdtemp(path.join(tmpdir(), 'drill-deployment-')), 'deployment.json');
  await writeFile(deployment, JSON.stringify({ origins: drills.stage.context.origins, shellOrigins: [drillShell] }));
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'deploy/dist/cli.js'), 'canary', ...args, '--store', drills.stage.store.root, '--deployment', deployment], {
      env: { ...process.env, RELEASE_BY: 'ci' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started }));
  });
}

/** Visitors in and out of the share visiting the feed, until `done` settles. */
async function visitorsUntil<T>(browser: Browser, percent: () => number, done: Promise<T>): Promise<{ result: T; canaryVisits: number; sectionDown: number }> {
  let settled = false;
  const finished = done.finally(() => {
    settled = true;
  });
  let canaryVisits = 0;
  let sectionDown = 0;
  const visitor = async (inside: boolean) => {
    for (let turn = 0; !settled; turn += 1) {
      const { inside: ins, outside } = clientIds(percent());
      const ids = inside ? ins : outside;
      const id = ids[turn % Math.min(20, ids.length)]!;
      if (inside) canaryVisits += 1;
      if ((await visitBlog(browser, id)).sectionDown) sectionDown += 1;
    }
  };
  const visitors = [visitor(true), visitor(false)];
  const result = await finished;
  await Promise.all(visitors);
  return { result, canaryVisits, sectionDown };
}

test('integrity: one byte changed in a published chunk of mf-blog is refused by the server and by the browser, both serve the previous version, no page is blank; the file put back, the version serves again', async ({ browser }) => {
  const previous = (await liveBlog()).version;
  const version = await copyOfLiveBlog('verified');
  await release(drills.stage.context, 'mf-blog', version);
  await expect.poll(async () => drawnWith(await serverPage('/blog')).mf_blog, { timeout: 10_000 }).toBe(version);

  // The feed's own chunk (the page a visitor opens), altered as a bad upload would be: the file and the copies nginx sends.
  const dir = drills.stage.store.versionDir('mf-blog', version);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ path: string; assets: { js: { sync: string[] } } }> };
  const chunk = manifest.exposes.find((exposed) => exposed.path === './pages/BlogFeed')!.assets.js.sync.find((file) => file.includes('BlogFeed'))!;
  const file = path.join(dir, chunk);
  const published = [file, `${file}.gz`, `${file}.br`].map((name) => ({ name, bytes: readFileSync(name) }));
  const original = published[0]!.bytes;
  const altered = Buffer.concat([original, Buffer.from('\n/* altered after publishing */')]);
  await writeFile(file, altered);
  await writeFile(`${file}.gz`, gzipSync(altered));
  await writeFile(`${file}.br`, brotliCompressSync(altered));

  // The server: the version is refused, the previous one draws the page, the log names the file and both hashes.
  await expect.poll(async () => drawnWith(await serverPage('/blog')).mf_blog, { timeout: 10_000 }).toBe(previous);
  await expect.poll(() => drills.stage.renderLog.join('\n')).toContain(`[integrity] mf-blog ${version} не запускается: файлы не те, что были опубликованы — ${chunk}: опубликован ${sriOf(original)}, сейчас ${sriOf(altered)}`);

  // The browser: a visitor whose page is drawn by the server runs the previous version; one who
  // comes to the feed from a page with nothing of mf-blog on it (the sign-in page) asks the live
  // version first, refuses its chunk, and is served the previous version, the page never blank.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${drillShell}/auth`);
  await pageTakenOver(page);
  await navigateInApp(page, '/blog');
  await expect(page.locator('[data-remote-slot="mf_blog"]').getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused.join('\n')).toContain(chunk);
  await page.goto(`${drillShell}/ops`);
  await pageTakenOver(page);
  const card = page.getByTestId('ops-mf_blog');
  await expect(card.locator('[data-field="Не прошли проверку целостности"]')).toContainText(`${version}: ${chunk} — опубликован ${sriOf(original)}, сейчас ${sriOf(altered)}`);
  await context.close();

  // Put back: the server draws the version again, a new visitor runs it.
  for (const { name, bytes } of published) await writeFile(name, bytes);
  await expect.poll(async () => drawnWith(await serverPage('/blog')).mf_blog, { timeout: 10_000 }).toBe(version);
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  const loaded: string[] = [];
  again.on('response', (response) => {
    if (response.url().endsWith(chunk) && response.ok()) loaded.push(response.url());
  });
  await again.goto(`${drillShell}/auth`);
  await pageTakenOver(again);
  await navigateInApp(again, '/blog');
  await expect(again.locator('[data-remote-slot="mf_blog"]').getByRole('heading', { level: 1 })).toBeVisible();
  expect(loaded).toHaveLength(1);
  await fresh.close();
  await rollback(drills.stage.context, 'mf-blog');
});

test('autopilot: a canary whose page throws for its share of visitors is rolled back by itself within one window, and its visitors get the live version', async ({ browser }) => {
  await edit(drills.workspace, [
    { file: 'mf-blog/src/pages/blog-feed/index.tsx', from: '  const page = readPage(params);', to: "  const page = readPage(params);\n  if (!category) throw new Error('учения: лента упала у канарейки');" },
  ]);
  const version = '1.9.0+throws';
  const built = await buildInWorkspace(drills.workspace, 'mf-blog', version);
  await drills.stage.store.publish('mf-blog', version, built);
  await restore(drills.workspace, ['mf-blog/src/pages/blog-feed/index.tsx']);
  const live = (await liveBlog()).version;

  const windowMs = 30_000;
  const command = autopilotCommand(['mf-blog', version, '50', '--auto', '--steps', '100', '--window', `${windowMs / 1000}s`, '--min-visits', '4']);
  // Visitors in and out of the share the canary is given (50 %) until the controller decides.
  const { result } = await visitorsUntil(browser, () => 50, command);

  console.log(`[drill] ${result.output.trim().split('\n').join('\n[drill] ')}\n[drill] taken away ${result.ms} ms after the command started (window ${windowMs} ms)`);
  expect(result.code, result.output).toBe(0);
  expect(result.ms).toBeLessThan(windowMs);
  expect(result.output).toMatch(/откат канарейки \(50 %\): сбои: канарейка \d+\/\d+/);
  expect(await liveBlog()).toMatchObject({ version: live, canary: null });
  const line = (await drills.stage.store.history('mf-blog')).at(-1)!;
  expect(line).toMatchObject({ who: 'autopilot', action: 'canary-rollback', version: live, from: version });
  expect(line.note).toMatch(/^автопилот: хуже живой — сбои: канарейка (\d+)\/(\d+) \(\d+\.\d %\), живая \d+\/\d+ \(\d+\.\d %\), z = /);
  expect(await readAutopilot(drills.stage.store, 'mf-blog')).toMatchObject({ version, status: 'rolled-back' });

  // A visitor in the share it had is served the live version now.
  const [inside] = clientIds(50).inside;
  expect((await visitBlog(browser, inside!)).sectionDown).toBe(false);
  expect(drawnWith(await serverPage('/blog')).mf_blog).toBe(live);
});

test('autopilot: a canary as good as live goes up its steps, a window each, and is promoted; /ops shows its figures and the decision', async ({ browser, page }) => {
  const version = await copyOfLiveBlog('healthy');
  const live = (await liveBlog()).version;
  const command = autopilotCommand(['mf-blog', version, '20', '--auto', '--steps', '50,100', '--window', '8s', '--min-visits', '3']);
  let share = 20;
  const watchShare = setInterval(() => void liveBlog().then((deployment) => (share = deployment.canary?.percent ?? share)), 200);
  const { result, sectionDown } = await visitorsUntil(browser, () => share, command);
  clearInterval(watchShare);

  console.log(`[drill] ${result.output.trim().split('\n').join('\n[drill] ')}\n[drill] promoted ${result.ms} ms after the command started`);
  expect(result.code, result.output).toBe(0);
  expect(sectionDown).toBe(0);
  expect(result.output).toMatch(/следующий шаг \(20 %\): сбои: канарейка \d+\/\d+ .*, живая \d+\/\d+/);
  expect(result.output).toMatch(/всем \(50 %\): сбои: канарейка \d+\/\d+ .*, живая \d+\/\d+/);
  expect(await liveBlog()).toMatchObject({ version, previousVersion: live, canary: null });
  const lines = (await drills.stage.store.history('mf-blog')).filter((line) => line.version === version && ['canary', 'promote'].includes(line.action));
  expect(lines.map((line) => `${line.who} ${line.action} ${line.note?.split(' — ')[0] ?? ''}`)).toEqual([
    expect.stringMatching(/^ci canary 20% · автопилот: шаги 20 → 50 → 100 %/),
    'autopilot canary 50% · автопилот: не хуже живой',
    'autopilot promote автопилот: не хуже живой',
  ]);

  await page.goto(`${drillShell}/ops`);
  await pageTakenOver(page);
  const card = page.getByTestId('ops-mf_blog');
  await expect(card.locator('[data-field="Автопилот канарейки"]')).toContainText(`${version}: выпущена для всех; последнее решение`);
  await expect(card.locator('[data-field="Здоровье за час"]')).toContainText(new RegExp(`рабочая ${version.replace('+', '\\+')}: посещений [1-9]\\d*, неудачных \\d+`));
  await rollback(drills.stage.context, 'mf-blog');
});
