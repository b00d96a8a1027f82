import { readFileSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { canaryBucket, clientIdCookie, type RemoteName } from '@microloans/shared-contracts/remotes';
import { serverBudgets } from '@microloans/shared-contracts/server-budgets';
import { canary, liveEntry, promote, release, rollback } from '../../deploy/src/commands';
import { partNamed, type PartName } from '../../deploy/src/parts';
import { commandOf, renderWorkersOf, tierMemoryMb } from '../../deploy/src/process-memory';
import { readRemotesFile } from '../../deploy/src/remotes-file';
import { soak } from '../../deploy/src/soak';
import { collectorCaughtUp, hydrationReports, watchCollector } from '../lib/collector';
import { devTelemetry, resetDevApi } from '../lib/dev-api';
import { navigateInApp } from '../lib/departures';
import { takenOver, pageTakenOver } from '../lib/taken-over';
import { drawnByServer, drawnVersion } from '../lib/server-html';
import { buildInWorkspace, drillShell, drillsOnStage, edit, restore } from '../lib/drills';

/**
 * The promise to squads and operators, drilled on real nginx (one per part, ports 3110–3114) with
 * a release store of the drill's own: a remote changed and built alone, released, canaried,
 * rolled back, refused when it needs a newer platform, and every remote's failure kept in its slot.
 */
const drills = drillsOnStage();
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

/** The server's answer for a page of the stage, past nginx's micro-cache (each ask its own address): what a new visitor gets. */
let asks = 0;
async function serverPage(route: string, cookie?: string): Promise<{ status: number; html: string; ms: number }> {
  asks += 1;
  const started = Date.now();
  const answer = await fetch(`${drillShell}${route}${route.includes('?') ? '&' : '?'}drill=${asks}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: answer.status, html: await answer.text(), ms: Date.now() - started };
}

/** The page's first heading as nginx serves it to anyone now (its micro-cache keeps a page a second). */
async function servedHeading(route: string, cookie?: string): Promise<string | null> {
  return firstHeading(await (await fetch(`${drillShell}${route}`, { headers: cookie ? { cookie } : {} })).text());
}

/** A place of the page React left to the browser: a failed boundary, or one the budget cut off. */
const leftToBrowser = (html: string) => html.includes('<!--$!-->') || html.includes('<!--$?-->');
const firstHeading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
/**
 * A new visitor's page, its first heading as the server draws it, asked until it settles: the tier
 * checks a release's files before it draws with it (a tenth of a second here; the version before
 * it draws meanwhile).
 */
const drawnHeading = (route: string, cookie?: string) => expect.poll(async () => firstHeading((await serverPage(route, cookie)).html), { timeout: 5000 });

/** A page the visitors ask for, the remote that owns it, and the versions of that remote it may be drawn with. */
type LoadRoute = { path: string; owner: RemoteName; versions: () => readonly string[] };

/**
 * Visitors asking for pages all the while `work` runs (each a page drawn anew); what they were
 * answered. A page counts as drawn only when its owner's every place was drawn by the server, with
 * one of the versions its route allows (`versions` is read as each answer arrives).
 */
async function underLoad(routes: LoadRoute[], work: () => Promise<void>): Promise<{ answers: number; failures: string[]; drawnWith: Set<string> }> {
  let running = true;
  let answers = 0;
  const failures: string[] = [];
  const seen = new Set<string>();
  const visitor = async (index: number) => {
    for (let turn = index; running; turn += 1) {
      const route = routes[turn % routes.length]!;
      try {
        const { status, html, ms } = await serverPage(route.path);
        answers += 1;
        const drawn = drawnVersion(html, route.owner);
        if ('version' in drawn) seen.add(`${route.owner} ${drawn.version}`);
        const problem = status !== 200 ? `status ${status}` : 'not' in drawn ? drawn.not : route.versions().includes(drawn.version) ? null : `drawn with ${route.owner} ${drawn.version}, not ${route.versions().join(' / ')}`;
        if (problem) failures.push(`${route.path}: ${problem} (${ms} ms)`);
      } catch (error) {
        failures.push(`${route.path}: ${String(error)}`);
      }
    }
  };
  const visitors = Array.from({ length: 4 }, (_, index) => visitor(index));
  try {
    await work();
  } finally {
    running = false;
    await Promise.all(visitors);
  }
  return { answers, failures, drawnWith: seen };
}

/** What the stage's render process logs while `work` runs, once `expected` has arrived in it. */
async function renderLog(work: () => Promise<void>, expected: string[]): Promise<string> {
  const from = drills.stage.renderLog.length;
  await work();
  const logged = () => drills.stage.renderLog.slice(from).join('\n');
  await expect.poll(() => expected.every((words) => logged().includes(words)), { message: `logged: ${expected.join(' | ')}` }).toBe(true);
  return logged();
}

/** Builds a variant of one remote in the drills.workspace and publishes it into the drill's store. */
async function publishVariant(part: 'mf-blog' | 'mf-cabinet' | 'mf-shopwindow', version: string) {
  const built = await buildInWorkspace(drills.workspace, part, version);
  await drills.stage.store.publish(part, version, built);
  return built;
}

/** A shared package's version as it stands, and the next minor: the drills follow the code, not a copy of it. */
function versionsOf(pkg: 'platform' | 'ui-kit') {
  const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', '..', pkg, 'package.json'), 'utf8')) as { version: string };
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return { version, nextMinor: `${major}.${minor + 1}.0` };
}
const platformVersions = versionsOf('platform');
const kit = versionsOf('ui-kit');

/** The sign-in page's heading in its source, however the formatter wraps it. */
// The sign-in page's heading in mf-cabinet's source (its words are the page's first frame, shared-contracts/routes pageFrames).
const authHeadingSource = /\{pageFrames\.auth\.heading\}\s*<\/Typography\.Title>/;

/** A remote's card on /ops, once the page's code has taken it over (its «Проверить все разделы» acts then). */
async function opsCard(page: Page, remote: string) {
  await page.goto(`${drillShell}/ops`);
  await pageTakenOver(page);
  return page.getByTestId(`ops-${remote}`);
}

test('contract drill: mf-blog built alone against a contract with a new call, rule and format is drawn on the server and in the browser against the shell built from the old one', async ({ page }) => {
  await edit(drills.workspace, [
    { file: 'shared-contracts/src/format/index.ts', append: "\n/** Added by the blog squad. */\nexport const formatDocumentCount = (count: number): string => `${count} ${plural(count, ['документ', 'документа', 'документов'])}`;\n" },
    { file: 'shared-contracts/src/validation/index.ts', append: "\n/** Added by the blog squad. */\nexport const documentSlugPattern = /^[a-z0-9-]+$/;\nexport const isDocumentSlug = (slug: string): boolean => documentSlugPattern.test(slug);\n" },
    { file: 'shared-contracts/src/api/index.ts', append: "\n/** Added by the blog squad: GET /docs. */\nexport const documentsApi = {\n  list: (): Promise<DocsDto> => apiClient.get<DocsDto>('/docs').then((answer) => answer.data),\n};\n" },
    { file: 'shared-contracts/src/api/index.ts', from: "export { authApi } from './auth-api';", to: "import { apiClient } from '@microloans/platform';\nimport type { DocsDto } from './dto';\nexport { authApi } from './auth-api';" },
    { file: 'mf-blog/package.json', from: '"version": "1.0.0"', to: '"version": "1.1.0"' },
    {
      file: 'mf-blog/src/pages/doc/index.tsx',
      from: "import { docErrorScreen, docQuery, DocPageGate } from './model';",
      to: "import { docErrorScreen, docQuery, DocPageGate } from './model';\nimport { DocumentsLine } from './documents-line';",
    },
    {
      file: 'mf-blog/src/pages/doc/index.tsx',
      from: '<RichText className="doc-body"',
      to: '<DocumentsLine slug={slug} />\n      <RichText className="doc-body"',
    },
  ]);
  await import('node:fs/promises').then(({ writeFile }) =>
    writeFile(
      path.join(drills.workspace.root, 'mf-blog/src/pages/doc/documents-line.tsx'),
      `import { useEffect, useState } from 'react';
import { documentsApi } from '@microloans/shared-contracts/api';
import { formatDocumentCount } from '@microloans/shared-contracts/format';
import { isDocumentSlug } from '@microloans/shared-contracts/validation';

export function DocumentsLine({ slug }: { slug: string }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    void documentsApi.list().then(({ docs }) => setCount(docs.length));
  }, []);
  return <p data-testid="drill-contract">{isDocumentSlug(slug) ? 'адрес верный' : 'адрес неверный'}: {count === null ? '…' : formatDocumentCount(count)}</p>;
}
`,
    ),
  );
  await publishVariant('mf-blog', '1.1.0+contract');
  await release(drills.stage.context, 'mf-blog', '1.1.0+contract');

  // Drawn on the server by the new version (its own call's answer is the browser's to read), once
  // nginx's page kept from before the release has expired.
  await expect.poll(async () => (await serverPage('/docs/privacy-agreement')).html, { timeout: 5000 }).toMatch(/data-testid="drill-contract">адрес верный<!-- -->: <!-- -->…</);
  await expect.poll(async () => (await (await fetch(`${drillShell}/docs/privacy-agreement`)).text()).includes('data-testid="drill-contract"'), { timeout: 5000 }).toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const logged = watchCollector(page);
  await page.goto(`${drillShell}/docs/privacy-agreement`);
  await expect(page.getByTestId('drill-contract')).toHaveText('адрес верный: 3 документа');
  await expect(page.getByRole('heading', { level: 1, name: 'Согласие на обработку персональных данных' })).toBeVisible();
  await expect(page.getByText('Раздел временно недоступен')).toHaveCount(0);
  expect(errors).toEqual([]);
  await collectorCaughtUp(page, logged);
  expect(hydrationReports(logged)).toEqual([]);
  // The shell is the old one: its own files were not rebuilt.
  expect((await readRemotesFile(drills.stage.store)).mf_blog?.version).toBe('1.1.0+contract');
});

test('platform drill: a remote needing a newer platform, or a newer UI kit, is refused; its previous version is served; the reason is on /ops and in the log', async ({ page, request }) => {
  const cabinetBefore = (await readRemotesFile(drills.stage.store)).mf_cabinet!.version;
  await edit(drills.workspace, [
    { file: 'platform/package.json', from: `"version": "${platformVersions.version}"`, to: `"version": "${platformVersions.nextMinor}"` },
    { file: 'platform/src/index.ts', append: "\n/** Added by the platform team (additive: minor). */\nexport const platformGreeting = (): string => 'новая функция платформы';\n" },
    { file: 'mf-cabinet/src/pages/auth/index.tsx', from: "import { SignInForm } from '../../features/sign-in';", to: "import { platformGreeting } from '@microloans/platform';\nimport { SignInForm } from '../../features/sign-in';" },
    { file: 'mf-cabinet/src/pages/auth/index.tsx', from: authHeadingSource, to: '$&\n      <p>{platformGreeting()}</p>' },
  ]);
  await publishVariant('mf-cabinet', '1.2.0+newplatform');
  await release(drills.stage.context, 'mf-cabinet', '1.2.0+newplatform');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${drillShell}/auth`);
  // The page itself, not its first frame (the shell draws the heading before any remote runs).
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await expect(page.getByText('новая функция платформы')).toHaveCount(0);
  expect(errors).toEqual([]);
  const card = await opsCard(page, 'mf_cabinet');
  await page.getByRole('button', { name: 'Проверить все разделы' }).click();
  await expect(card).toHaveAttribute('data-using', cabinetBefore);
  await expect(card.locator('[data-field="Почему"]')).toContainText(`live 1.2.0+newplatform отклонена: platform ${platformVersions.nextMinor} > ${platformVersions.version}`);
  await expect
    .poll(async () => (await devTelemetry(request)).logs.map((entry) => entry.payload))
    .toContainEqual(expect.objectContaining({ remote: 'mf_cabinet', version: '1.2.0+newplatform', needed: { platform: platformVersions.nextMinor }, provided: expect.objectContaining({ platform: platformVersions.version }) }));
  await rollback(drills.stage.context, 'mf-cabinet');
  await restore(drills.workspace, ['platform/package.json', 'platform/src/index.ts', 'mf-cabinet/src/pages/auth/index.tsx']);

  // The same with the UI kit (its antd context must stay one per page, so it stays shared).
  await edit(drills.workspace, [
    { file: 'ui-kit/package.json', from: `"version": "${kit.version}"`, to: `"version": "${kit.nextMinor}"` },
    { file: 'ui-kit/src/index.ts', append: "\nexport { Divider } from 'antd';\n" },
    { file: 'mf-shopwindow/src/pages/shopwindow/index.tsx', from: "import { Button, Flex, Typography } from '@microloans/ui-kit';", to: "import { Button, Divider, Flex, Typography } from '@microloans/ui-kit';" },
    { file: 'mf-shopwindow/src/pages/shopwindow/index.tsx', from: '{params ? <ShopwindowOffers', to: '<Divider />\n      {params ? <ShopwindowOffers' },
  ]);
  const shopwindowBefore = (await readRemotesFile(drills.stage.store)).mf_shopwindow!.version;
  await publishVariant('mf-shopwindow', '1.1.0+newkit');
  await release(drills.stage.context, 'mf-shopwindow', '1.1.0+newkit');
  await page.goto(`${drillShell}/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001`);
  // The shop window's own content (the heading and notice are the shell's first frame): its previous version ran.
  await expect(page.getByTestId('shopwindow-message')).toBeVisible();
  const shopwindow = await opsCard(page, 'mf_shopwindow');
  await page.getByRole('button', { name: 'Проверить все разделы' }).click();
  await expect(shopwindow).toHaveAttribute('data-using', shopwindowBefore);
  await expect(shopwindow.locator('[data-field="Почему"]')).toContainText(`ui-kit ${kit.nextMinor} > ${kit.version}`);
  await rollback(drills.stage.context, 'mf-shopwindow');
  await restore(drills.workspace, ['ui-kit/package.json', 'ui-kit/src/index.ts', 'mf-shopwindow/src/pages/shopwindow/index.tsx']);
});

/** Every file's modification time under a folder, to show that nothing was rewritten. */
function mtimes(dir: string): Record<string, number> {
  const found: Record<string, number> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else found[path.relative(dir, full)] = statSync(full).mtimeMs;
    }
  };
  walk(dir);
  return found;
}

test('release and rollback one remote under load: only remotes.json and the history change, no page fails while they happen, the server draws the version live; a broken release falls back by itself', async ({ page }) => {
  const logged = watchCollector(page);
  const heading = page.getByRole('heading', { level: 1 });
  const versionsA = 'Вход в личный кабинет — выпуск A';
  const versionsB = 'Вход в личный кабинет — выпуск B';
  await edit(drills.workspace, [{ file: 'mf-cabinet/src/pages/auth/index.tsx', from: authHeadingSource, to: `${versionsA}</Typography.Title>` }]);
  await publishVariant('mf-cabinet', '1.3.0+a');
  await edit(drills.workspace, [{ file: 'mf-cabinet/src/pages/auth/index.tsx', from: versionsA, to: versionsB }]);
  await publishVariant('mf-cabinet', '1.4.0+b');
  const broken = await publishVariant('mf-cabinet', '1.5.0+broken').then(() => drills.stage.store.versionDir('mf-cabinet', '1.5.0+broken'));
  // A botched upload: the entry never made it to the store.
  for (const file of ['remoteEntry.js', 'remoteEntry.js.gz', 'remoteEntry.js.br']) await rm(path.join(broken, file), { force: true });

  const untouched = () => ({
    shell: mtimes(drills.stage.store.versionDir('shell', readdirSync(drills.stage.store.shellDir).find((name) => name.includes('+'))!)),
    shellPage: statSync(path.join(drills.stage.store.shellDir, 'index.html')).mtimeMs,
    blog: mtimes(drills.stage.store.partDir('mf-blog')),
    confirmation: mtimes(drills.stage.store.partDir('mf-confirmation')),
    shopwindow: mtimes(drills.stage.store.partDir('mf-shopwindow')),
    pids: Object.fromEntries([...drills.stage.servers].map(([name, server]) => [name, server.pid])),
  });
  const before = untouched();
  const remotesJson = path.join(drills.stage.store.shellDir, 'remotes.json');
  const remotesJsonBefore = await readFile(remotesJson, 'utf8');
  const cabinetBefore = JSON.parse(remotesJsonBefore).mf_cabinet.version as string;
  const blogLive = JSON.parse(remotesJsonBefore).mf_blog.version as string;
  const history = () => readFile(drills.stage.store.historyFile, 'utf8');
  let historyAfterA = '';

  // Visitors keep coming all the while: each page is drawn by the server, by its owner, at a
  // version that serves (never the broken one, whose entry is not in the store).
  const cabinetVersions = () => [cabinetBefore, '1.3.0+a', '1.4.0+b'];
  const load = await underLoad(
    [
      { path: '/auth', owner: 'mf_cabinet', versions: cabinetVersions },
      { path: '/auth/registration', owner: 'mf_cabinet', versions: cabinetVersions },
      { path: '/docs/privacy-agreement', owner: 'mf_blog', versions: () => [blogLive] },
    ],
    async () => {
      await release(drills.stage.context, 'mf-cabinet', '1.3.0+a');
      await drawnHeading('/auth').toBe(versionsA);
      historyAfterA = await history();
      await release(drills.stage.context, 'mf-cabinet', '1.4.0+b');
      await drawnHeading('/auth').toBe(versionsB);
      // A page nginx kept from before the release is at most a second old: then every visitor gets B.
      await expect.poll(() => servedHeading('/auth'), { timeout: 5000 }).toBe(versionsB);
      await page.goto(`${drillShell}/auth`);
      await expect(heading).toHaveText(versionsB);
      // Taken over before the next step: a rollback between the server's drawing and the browser's
      // reading of remotes.json would have it take the page over with the version live by then.
      await pageTakenOver(page);

      await rollback(drills.stage.context, 'mf-cabinet');
      await drawnHeading('/auth').toBe(versionsA);
      await expect.poll(() => servedHeading('/auth'), { timeout: 5000 }).toBe(versionsA);
      await page.goto(`${drillShell}/auth`);
      await expect(heading).toHaveText(versionsA);
      await pageTakenOver(page);

      await release(drills.stage.context, 'mf-cabinet', '1.4.0+b');
      await release(drills.stage.context, 'mf-cabinet', '1.5.0+broken');
      // The live version cannot run in the browser (its entry never made it to the store): the server
      // draws with the previous one (B), and the browser takes the page over with it.
      await drawnHeading('/auth').toBe(versionsB);
      await expect.poll(() => servedHeading('/auth'), { timeout: 5000 }).toBe(versionsB);
      await page.goto(`${drillShell}/auth`);
      await expect(heading).toHaveText(versionsB);
      await pageTakenOver(page);
    },
  );
  expect(load.failures).toEqual([]);
  expect(load.answers).toBeGreaterThan(20);
  // Both releases drew pages while the visitors came.
  expect([...load.drawnWith].filter((drawn) => drawn.startsWith('mf_cabinet 1.')).sort()).toEqual(expect.arrayContaining(['mf_cabinet 1.3.0+a', 'mf_cabinet 1.4.0+b']));
  await collectorCaughtUp(page, logged);
  expect(hydrationReports(logged)).toEqual([]);
  const card = await opsCard(page, 'mf_cabinet');
  await page.getByRole('button', { name: 'Проверить все разделы' }).click();
  await expect(card).toHaveAttribute('data-using', '1.4.0+b');
  await expect(card.locator('[data-field="Последняя ошибка"]')).toContainText('1.5.0+broken');
  await expect(card.locator('[data-field="Почему"]')).toContainText('предыдущая версия; live 1.5.0+broken не загрузилась');

  expect(untouched()).toEqual(before);
  // remotes.json did change: the cabinet's live version is the last release's, its previous B.
  const remotesJsonAfter = JSON.parse(await readFile(remotesJson, 'utf8')) as Record<string, { version: string; previousVersion?: string | null }>;
  expect({ ...remotesJsonAfter, mf_cabinet: null }).toEqual({ ...JSON.parse(remotesJsonBefore), mf_cabinet: null });
  expect(remotesJsonAfter.mf_cabinet).toMatchObject({ version: '1.5.0+broken', previousVersion: '1.4.0+b' });
  expect(remotesJsonBefore).not.toContain('1.5.0+broken');
  // The history only grew: what was written before is still there, as it was.
  expect((await history()).startsWith(historyAfterA)).toBe(true);
  expect((await drills.stage.store.history('mf-cabinet')).slice(-5).map((entry) => [entry.action, entry.version])).toEqual([
    ['release', '1.3.0+a'],
    ['release', '1.4.0+b'],
    ['rollback', '1.3.0+a'],
    ['release', '1.4.0+b'],
    ['release', '1.5.0+broken'],
  ]);
  await rollback(drills.stage.context, 'mf-cabinet');
});

test('canary: a visitor in the share is drawn and runs the canary, one outside it the live version; promote makes it everyone’s', async ({ page, context }) => {
  const logged = watchCollector(page);
  await canary(drills.stage.context, 'mf-cabinet', '1.3.0+a', '30');
  const live = (await readRemotesFile(drills.stage.store)).mf_cabinet!;
  const ids = Array.from({ length: 400 }, (_, index) => `${(index * 2654435761) % 4294967296}`.padStart(10, '0') + '-4d2e-8c1d-9f00-000000000000');
  const inside = ids.find((id) => canaryBucket(id, 'mf_cabinet') < 30)!;
  const outside = ids.find((id) => canaryBucket(id, 'mf_cabinet') >= 30)!;

  // The server draws each visitor the version their browser will run: sticky by the same cookie.
  for (const [id, words] of [
    [inside, 'выпуск A'],
    [outside, 'выпуск B'],
  ] as const) {
    await drawnHeading('/auth', `${clientIdCookie}=${id}`).toContain(words);
    // nginx keeps no page while visitors differ; one kept from before the canary is a second old at most.
    await expect.poll(() => servedHeading('/auth', `${clientIdCookie}=${id}`), { timeout: 5000 }).toContain(words);
  }
  for (const [id, expected] of [
    [inside, live.canary!.entry],
    [outside, live.entry],
  ] as const) {
    await context.clearCookies();
    await context.addCookies([{ name: clientIdCookie, value: id, url: drillShell }]);
    const manifests: string[] = [];
    const watchManifests = (sent: Request) => {
      if (sent.url().endsWith('/mf-manifest.json') && sent.url().includes(':3112/')) manifests.push(sent.url());
    };
    page.on('request', watchManifests);
    await page.goto(`${drillShell}/auth`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pageTakenOver(page);
    expect(new Set(manifests)).toEqual(new Set([expected]));
    page.off('request', watchManifests);
  }
  await collectorCaughtUp(page, logged);
  expect(hydrationReports(logged)).toEqual([]);

  await promote(drills.stage.context, 'mf-cabinet');
  expect((await readRemotesFile(drills.stage.store)).mf_cabinet).toMatchObject({ version: '1.3.0+a', canary: null, previousVersion: live.version });
  await rollback(drills.stage.context, 'mf-cabinet');
});

const slot = (page: Page, remote: string) => page.locator(`[data-remote-slot="${remote}"]`);

test('fault matrix: each remote down in turn, in each kind of place it fills, stays in its slot; the header and the other remotes go on working', async ({ browser }) => {
  const shopwindow = '/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001';
  // What shows that another remote works: its own content (a document's title; the sign-in page's
  // form, not its heading — the shell draws that as the page's first frame before any remote runs).
  const docsPage: [string, (page: Page) => Locator] = ['/docs/privacy-agreement', (page) => page.getByRole('heading', { level: 1, name: 'Согласие на обработку персональных данных' })];
  const signInPage: [string, (page: Page) => Locator] = ['/auth', (page) => page.getByTestId('cabinet-anonymous')];
  const matrix: Array<{ part: 'mf-confirmation' | 'mf-cabinet' | 'mf-blog' | 'mf-shopwindow'; remote: string; routes: string[]; other: [string, (page: Page) => Locator] }> = [
    { part: 'mf-confirmation', remote: 'mf_confirmation', routes: ['/confirmation?type=loans', '/'], other: docsPage },
    { part: 'mf-cabinet', remote: 'mf_cabinet', routes: ['/auth', '/auth/registration'], other: docsPage },
    { part: 'mf-blog', remote: 'mf_blog', routes: ['/blog', '/docs/privacy-agreement', '/'], other: signInPage },
    { part: 'mf-shopwindow', remote: 'mf_shopwindow', routes: [shopwindow], other: signInPage },
  ];
  // Every remote page of the route table goes through one slot (shell/src/app/router.tsx
  // renderTarget → RemoteSlot), so each kind of place a remote fills is drilled once per remote:
  // a page in the main layout, one in the blog's layout, a widget of the main page. Each miss
  // costs the loader's retries (~2 s), which is why the drill does not walk every path.
  for (const { part, remote, routes, other } of matrix) {
    await drills.stage.stop(part);
    // A visitor who never had this remote: published versions are cached for a year, so a browser
    // that already has them goes on working while the server is down (as it should).
    // The first route opened from the address bar, the others reached inside the page (each one
    // asks for the remote again); after each, another remote on the same page, without a reload.
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    for (const [index, route] of routes.entries()) {
      if (index === 0) await page.goto(`${drillShell}${route}`);
      else await navigateInApp(page, route);
      await expect(slot(page, remote).getByText('Раздел временно недоступен'), `${remote} down on ${route}`).toBeVisible();
      if (!route.startsWith('/confirmation')) await expect(page.getByRole('link', { name: 'Займ онлайн' }).first()).toBeVisible();
      await navigateInApp(page, other[0]);
      await expect(other[1](page), `${other[0]} while ${remote} is down`).toBeVisible();
    }
    await visitor.close();
    await drills.stage.start(part);
  }
});

const shopwindowPath = '/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001';

test('a remote that throws while rendering stays in its slot, is logged with its version, and the rest of the page works', async ({ page, request }) => {
  await edit(drills.workspace, [
    { file: 'mf-shopwindow/src/pages/shopwindow/index.tsx', from: '  const params = readShopwindowParams(search);', to: "  const params = readShopwindowParams(search);\n  if (params) throw new Error('учения: витрина упала при отрисовке');" },
  ]);
  await publishVariant('mf-shopwindow', '1.2.0+throws');
  await release(drills.stage.context, 'mf-shopwindow', '1.2.0+throws');
  // It throws on the server too: its place is left to the browser (once nginx's page from before has expired).
  expect((await serverPage(shopwindowPath)).html).toContain('<!--$!-->');
  await expect.poll(async () => (await (await fetch(`${drillShell}${shopwindowPath}`)).text()).includes('<!--$!-->'), { timeout: 5000 }).toBe(true);
  await page.goto(`${drillShell}/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001`);
  await expect(slot(page, 'mf_shopwindow').getByText('Раздел временно недоступен')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Займ онлайн' }).first()).toBeVisible();
  await expect
    .poll(async () => (await devTelemetry(request)).logs.map((entry) => entry.payload))
    .toContainEqual(expect.objectContaining({ kind: 'react-error-boundary', remote: 'mf_shopwindow', module: './pages/Shopwindow', version: '1.2.0+throws' }));
  await rollback(drills.stage.context, 'mf-shopwindow');
  await restore(drills.workspace, ['mf-shopwindow/src/pages/shopwindow/index.tsx']);
});

/** A copy of a remote's live version published as `version`, with its server side replaced by `serverSide` (the file's text). */
async function publishWithServerSide(part: PartName, version: string, serverSide: string): Promise<void> {
  const live = (await readRemotesFile(drills.stage.store))[partNamed(part).container as keyof Awaited<ReturnType<typeof readRemotesFile>>]!.version;
  const copy = await mkdtemp(path.join(tmpdir(), 'drill-server-side-'));
  await cp(drills.stage.store.versionDir(part, live), copy, { recursive: true });
  await rm(path.join(copy, '.published'));
  await writeFile(path.join(copy, 'server', 'index.js'), serverSide);
  await drills.stage.store.publish(part, version, copy);
  await rm(copy, { recursive: true, force: true });
}

test('each remote’s server side down in turn on each of its routes, one throwing as it draws, one slower than the budget: every page is still drawn on the server with its frame, that place is left to the browser, the log names the remote, its version and why', async ({ page }) => {
  const shopwindow = '/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001';
  const matrix: Array<{ part: PartName; remote: string; routes: string[]; content: (page: Page) => Locator }> = [
    { part: 'mf-confirmation', remote: 'mf_confirmation', routes: ['/', '/confirmation?type=loans'], content: (tab) => tab.getByTestId('loan-calculator') },
    { part: 'mf-cabinet', remote: 'mf_cabinet', routes: ['/auth', '/auth/registration', '/auth/recovery'], content: (tab) => tab.getByTestId('cabinet-anonymous') },
    { part: 'mf-blog', remote: 'mf_blog', routes: ['/docs/privacy-agreement', '/blog', '/blog/kak-vybrat-mikrozaim', '/ll/zaim-na-kartu'], content: (tab) => tab.getByTestId('doc-body') },
    { part: 'mf-shopwindow', remote: 'mf_shopwindow', routes: [shopwindow], content: (tab) => tab.getByTestId('shopwindow-message') },
  ];
  for (const { part, remote, routes, content } of matrix) {
    const version = '9.0.0+server-down';
    await publishWithServerSide(part, version, "throw new Error('учения: сервер раздела недоступен');\n");
    await release(drills.stage.context, part, version);
    const log = await renderLog(async () => {
      for (const route of routes) {
        const { status, html } = await serverPage(route);
        expect([route, status, drawnByServer(html)]).toEqual([route, 200, true]);
        // The header and layout are the server's; the remote's place is React's client-rendered boundary.
        expect(html, route).toContain('Займ онлайн');
        expect(html, route).toContain('<!--$!-->');
      }
    }, [`${remote}: its server side failed to load: Error: ${version}: учения: сервер раздела недоступен`]);
    expect(log).not.toContain('page is drawn in the browser');
    // The browser draws that place as it does without a server.
    await page.goto(`${drillShell}${routes[0]}`);
    await expect(content(page), `${remote} drawn by the browser`).toBeVisible();
    await expect(page.getByText('Раздел временно недоступен')).toHaveCount(0);
    await rollback(drills.stage.context, part);
  }

  // One that throws as it draws, and one slower than the budgets (for its data, for drawing).
  await publishWithServerSide(
    'mf-blog',
    '9.0.1+throws-on-server',
    "exports.headFromPage = () => null;\nexports.pages = { './pages/Doc': () => { throw new Error('учения: документ упал при отрисовке'); } };\n",
  );
  await publishWithServerSide(
    'mf-blog',
    '9.0.2+slow-on-server',
    "exports.headFromPage = () => null;\nexports.preparePage = () => new Promise(() => {});\nexports.pages = { './pages/Doc': () => { throw new Promise(() => {}); } };\n",
  );
  for (const [version, reason] of [
    ['9.0.1+throws-on-server', 'учения: документ упал при отрисовке'],
    ['9.0.2+slow-on-server', `not finished in ${serverBudgets.renderMs} ms`],
  ] as const) {
    await release(drills.stage.context, 'mf-blog', version);
    let answer = { status: 0, html: '', ms: 0 };
    const expected = [`drawn in the browser: ${reason} (drawing mf_blog ${version} ./pages/Doc)`];
    if (version.includes('slow')) expected.push(`mf_blog ${version}: /docs/privacy-agreement: page data slower than ${serverBudgets.pageDataMs} ms`);
    await renderLog(async () => {
      answer = await serverPage('/docs/privacy-agreement');
    }, expected);
    expect([version, answer.status, drawnByServer(answer.html), leftToBrowser(answer.html), /\$R[A-Z]+[=(]/.test(answer.html)]).toEqual([version, 200, true, true, false]);
    expect(answer.ms, version).toBeLessThan(4000);
    await page.goto(`${drillShell}/docs/privacy-agreement`);
    await expect(page.getByTestId('doc-body')).toContainText('152-ФЗ');
    await rollback(drills.stage.context, 'mf-blog');
  }
});

test('a remote whose code answers in 5 s: the content its server side drew stays on screen meanwhile (no loading state, nothing blank), and is taken over when the code arrives', async ({ page }) => {
  const version = (await readRemotesFile(drills.stage.store)).mf_blog!.version;
  let entryAsked = false;
  let entryAnswered = false;
  await page.route(`http://127.0.0.1:3113/${version}/remoteEntry.js`, async (route) => {
    entryAsked = true;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    entryAnswered = true;
    await route.continue();
  });
  // Every change of the page from its first parse on, until the test has read it: a loading state
  // or a document gone for one frame is on record.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { __meanwhile: seen });
    const check = () => {
      if (document.querySelector('[data-remote-slot="mf_blog"] [role="status"][aria-label="Загрузка раздела"]')) seen.add('the slot’s loading state');
      if (!document.querySelector('[data-testid="doc-body"]')?.textContent?.includes('152-ФЗ')) seen.add('no document text');
      if (!document.querySelector('h1')?.textContent?.includes('Согласие на обработку персональных данных')) seen.add('no heading');
    };
    document.addEventListener('DOMContentLoaded', () => {
      check();
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  });
  // The page as nginx serves it now is the one the live version's server side drew (a page it kept
  // from the drill before, drawn while that server side failed, is a second old at most).
  await expect
    .poll(async () => {
      const html = await (await fetch(`${drillShell}/docs/privacy-agreement`)).text();
      return drawnByServer(html) && !leftToBrowser(html) && html.includes('152-ФЗ');
    }, { timeout: 5000 })
    .toBe(true);
  await page.goto(`${drillShell}/docs/privacy-agreement`);
  await expect.poll(() => entryAsked).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Согласие на обработку персональных данных' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Займ онлайн' }).first()).toBeVisible();
  await takenOver(page.getByTestId('doc-copy-link'), 15_000);
  expect(entryAnswered).toBe(true);
  expect(await page.evaluate(() => [...(window as unknown as { __meanwhile: Set<string> }).__meanwhile])).toEqual([]);
  await page.getByTestId('doc-copy-link').click();
  await expect(page.getByText('Ссылка на документ скопирована')).toBeVisible();
});

/** What the stage's render tier said of its workers (replaced, hung, died): the story behind a failure. */
const tierLog = () => drills.stage.renderLog.filter((line) => line.startsWith('[render')).join('\n');

/** Every remote back at the build the stage started with (a drill before may have left a variant of its own live). */
async function startingVersionsLive(): Promise<void> {
  const live = await readRemotesFile(drills.stage.store);
  for (const part of ['mf-confirmation', 'mf-cabinet', 'mf-blog', 'mf-shopwindow'] as const) {
    if (liveEntry(live, partNamed(part))?.version !== drills.stage.versions[part]) await release(drills.stage.context, part, drills.stage.versions[part]);
  }
}

/** The stage's render tier: its workers as the system lists them, and its memory (supervisor and workers), in MB. */
const tier = () => ({ workers: renderWorkersOf(drills.stage.renderPid), memoryMb: tierMemoryMb(drills.stage.renderPid).totalMb });

test('a release storm: twelve releases of mf-blog under load, every page drawn; workers holding versions that no longer serve are replaced, and the tier holds no more memory than after the first releases', async () => {
  // The tier runs what was built, as in production: compiled JavaScript, no TypeScript loader.
  expect(commandOf(drills.stage.renderPid)).toMatch(/deploy\/dist\/render-tier\.js\s*$/);
  for (const worker of tier().workers) expect(commandOf(worker)).toMatch(/deploy\/dist\/render-worker\.js\s*$/);
  await startingVersionsLive();
  const live = drills.stage.versions['mf-blog'];
  const staleReplacements = () => drills.stage.renderLog.filter((line) => line.includes('которые больше не работают')).length;
  const replacedBefore = staleReplacements();
  let afterFirstReleasesMb = 0;
  const stormVersions = Array.from({ length: 12 }, (_, index) => `${live.split('+')[0]}+storm${index + 1}`);
  const blogVersions = () => [live, ...stormVersions];
  const cabinetLive = (await readRemotesFile(drills.stage.store)).mf_cabinet!.version;
  const load = await underLoad(
    [
      { path: '/blog', owner: 'mf_blog', versions: blogVersions },
      { path: '/docs/privacy-agreement', owner: 'mf_blog', versions: blogVersions },
      { path: '/auth', owner: 'mf_cabinet', versions: () => [cabinetLive] },
    ],
    async () => {
      for (const [index, version] of stormVersions.entries()) {
        // A squad's next release, to the tier: the same build under a new version, a new server side to load.
        await drills.stage.store.publish('mf-blog', version, drills.stage.store.versionDir('mf-blog', live));
        await release(drills.stage.context, 'mf-blog', version);
        // Drawn with it by a worker (the other takes it in at its next page of the blog).
        await expect.poll(async () => drawnVersion((await serverPage('/blog')).html, 'mf_blog')).toEqual({ version });
        if (index === 2) afterFirstReleasesMb = tier().memoryMb;
      }
    },
  );
  expect(load.failures, tierLog()).toEqual([]);
  expect(load.answers).toBeGreaterThan(20);
  // The workers took in releases that the next ones left behind, and were replaced for it (one at a
  // time, as the tier serves on: how many times depends on which worker drew which release).
  await expect.poll(() => staleReplacements() - replacedBefore, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => tier().workers.length, { timeout: 20_000 }).toBe(2);
  await expect.poll(() => tier().memoryMb, { timeout: 20_000 }).toBeLessThan(afterFirstReleasesMb + 50);
  await release(drills.stage.context, 'mf-blog', live);
});

test('a short soak: a release, a canary, a promote and a rollback of every remote each minute and a render worker killed mid-minute; no request fails, only those the killed worker held get the static page', async () => {
  const connections = 4;
  // Each cycle copies the live build: the product's, not a drill's variant.
  await startingVersionsLive();
  const minutes = await soak({
    front: drillShell,
    context: drills.stage.context,
    tierPid: drills.stage.renderPid,
    minutes: 2,
    windowSeconds: 8,
    connections,
    pages: [{ path: '/' }, { path: '/blog' }, { path: '/docs/privacy-agreement' }, { path: '/auth' }, { path: '/confirmation?type=loans' }],
    cookie: 'application_step=1',
    killWorkerInMinute: 1,
    log: () => undefined,
  });
  const [before, killed, after] = minutes;
  for (const minute of minutes) {
    expect(minute.failures, tierLog()).toBe(0);
    expect(minute.requests).toBeGreaterThan(20);
  }
  // Every remote went through its four steps each minute after the first (minute 0 releases nothing).
  expect(before!.operations).toEqual([]);
  for (const minute of [killed!, after!]) expect(minute.operations.filter((line) => line.includes('откат'))).toHaveLength(4);
  expect(killed!.operations.some((line) => /обработчик \d+ убит/.test(line))).toBe(true);
  expect(killed!.staticPages, tierLog()).toBeLessThanOrEqual(connections);
  expect(before!.staticPages + after!.staticPages, tierLog()).toBe(0);
  // The killed worker's place is taken (a worker being replaced for its versions may still be leaving).
  expect(after!.workers).toBeGreaterThanOrEqual(2);
  await expect.poll(() => tier().workers.length, { timeout: 20_000 }).toBe(2);
});
