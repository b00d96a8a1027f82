import { expect, test, type Locator, type Page } from '@playwright/test';
import { seededLeads } from '../lib/dev-api';
import { keepTrafficLocal } from '../lib/lenders';
import { liveManifest, livePorts } from '../lib/topology';
import { sharedConfig } from '../../shared-contracts/build/shared-modules';
import { pageTakenOver, takenOver } from '../lib/taken-over';
import { remoteOrigins } from '../lib/product';

/** Every JS response of the page, with its URL and body, to see what was fetched from where. */
function collectScripts(page: Page) {
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return scripts;
}

test('pointing at «Войти» fetches the form kit\'s files without running them; the sign-in page then runs them from the cache', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  // Pointing at a link fetches ahead once the page's code has taken the page over.
  await pageTakenOver(page);
  // The shell's own manifest lists what the form kit (antd's controls and core) is made of.
  const manifestUrl = await page.evaluate(() => new URL('mf-manifest.json', document.querySelector<HTMLScriptElement>('script[src*="/main."]')!.src).href);
  const manifest = (await (await page.request.get(manifestUrl)).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }> };
  const kit = manifest.shared.find((shared) => shared.name === '@microloans/ui-kit/forms')!;
  const kitFiles = [...kit.assets.js.sync, ...kit.assets.css.sync].map((name) => new URL(name, manifestUrl).href);
  expect(kitFiles.length).toBeGreaterThan(1);

  const requests: Array<{ url: string; type: string }> = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  const finished = new Set<string>();
  page.on('requestfinished', (request) => finished.add(request.url()));
  // What the browser answered from its cache (DevTools protocol): the scripts the page later runs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>();
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Script' && (response.fromDiskCache || response.fromPrefetchCache)) fromCache.add(response.url);
  });

  await page.getByRole('link', { name: 'Войти', exact: true }).hover();
  await expect.poll(() => kitFiles.filter((url) => finished.has(url)).length).toBe(kitFiles.length);
  const fetchedAs = requests.filter((request) => kitFiles.includes(request.url));
  expect(new Set(fetchedAs.map((request) => request.type)), 'fetched, not run').toEqual(new Set(['fetch']));

  await page.getByRole('link', { name: 'Войти', exact: true }).click();
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  // The page runs the kit's scripts it needs (antd's core and controls among them), each from the cache.
  const ran = requests.filter((request) => kitFiles.includes(request.url) && request.type === 'script').map((request) => request.url);
  expect(ran.length).toBeGreaterThan(1);
  expect(ran.filter((url) => !fromCache.has(url)), 'each script came from the cache').toEqual([]);
});

test('no page loads the browser\'s locale data: amounts, rates and query keys are written by our own code', async ({ page, context }) => {
  await keepTrafficLocal(context);
  // The first Intl formatter or collation of a page costs 100–250 ms of its main thread at 4× CPU.
  await page.addInitScript({
    content: `(() => {
      const uses = (window.__localeDataUses = []);
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat']) {
        const original = Intl[name];
        Intl[name] = new Proxy(original, { construct: (target, args) => (uses.push('Intl.' + name), Reflect.construct(target, args)), apply: (target, self, args) => (uses.push('Intl.' + name), Reflect.apply(target, self, args)) });
      }
      for (const [owner, method] of [[String.prototype, 'localeCompare'], [Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']]) {
        const original = owner[method];
        owner[method] = function (...args) { uses.push(method); return original.apply(this, args); };
      }
    })()`,
  });
  const uses = () => page.evaluate(() => (window as unknown as { __localeDataUses: string[] }).__localeDataUses);
  const visit = async (path: string, shown: Locator) => {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(shown).toBeVisible();
  };

  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toContainText('30\u00a0000\u00a0₽');
  await expect(page.getByTestId('latest-posts').getByRole('link').first()).toBeVisible();
  await pageTakenOver(page);
  await visit('/blog', page.getByTestId('currency-widget'));
  await expect(page.getByTestId('currency-widget')).toContainText(/\d,\d{2}\u00a0₽/);
  await visit(`/shopwindow?scenario=lead&uuid=${seededLeads.approved}`, page.getByTestId('offer-card').first());
  await visit('/confirmation?type=loans', page.getByRole('heading', { name: 'Заявка на займ' }));
  await expect(page.getByText('30\u00a0000\u00a0₽')).toBeVisible();
  expect(await uses()).toEqual([]);
});

test('each remote renders inside the shell from its own origin', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await pageTakenOver(page);

  await page.getByRole('link', { name: 'Войти', exact: true }).click();
  // The cabinet's own content: the heading is the page's first frame, drawn by the shell.
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  await pageTakenOver(page);

  await page.goto('/docs/privacy-agreement');
  await expect(page.getByRole('heading', { name: 'Согласие на обработку персональных данных' })).toBeVisible();
  // The document arrives drawn by the server: the blog's own code follows to take it over.
  await expect.poll(() => scripts.some(({ url }) => url.startsWith(`http://127.0.0.1:${livePorts.mf_blog}/`))).toBe(true);

  await page.goto('/shopwindow?scenario=lead&uuid=00000000-0000-0000-0000-000000000000');
  // The shop window's own content, drawn by the server; its code follows to take it over.
  await expect(page.getByTestId('shopwindow-message')).toBeVisible();
  await expect.poll(() => scripts.some(({ url }) => url.startsWith(`http://127.0.0.1:${livePorts.mf_shopwindow}/`))).toBe(true);

  // Each remote's live version, from its own origin's folder for that version.
  const live = await liveManifest();
  for (const [remote, port] of Object.entries(livePorts) as Array<[keyof typeof livePorts, number]>) {
    const entry = `http://127.0.0.1:${port}/${live[remote].version}/remoteEntry.js`;
    expect(scripts.some(({ url }) => url === entry), entry).toBe(true);
  }
});

test('no remote is fetched before a route or widget needs it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/auth');
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  // Drawn by the server: the page's code follows once it has been painted.
  await takenOver(page.getByTestId('cabinet-anonymous'));
  expect(requested.some((url) => url.startsWith(`${remoteOrigins.mf_cabinet}/`))).toBe(true);
  for (const port of [livePorts.mf_blog, livePorts.mf_shopwindow, livePorts.mf_confirmation]) {
    expect(requested.filter((url) => url.startsWith(`http://127.0.0.1:${port}/`))).toEqual([]);
  }
});

test('a blog page brings only the queries it reads: the feed not the post\'s or the search\'s, a post not the feed\'s', async ({ page }) => {
  // Each query is created when its module runs: a query's name in a fetched script is a query the page creates.
  const scripts = collectScripts(page);
  const queriesFetched = async () => {
    const bodies = await Promise.all(scripts.map(({ body }) => body));
    return ['blog.feedPage', 'blog.categories', 'blog.post', 'blog.search'].filter((name) => bodies.some((body) => body.includes(`"${name}"`)));
  };
  // The page arrives drawn by the server: its scripts follow, and the set is read once they are all here.
  await page.goto('/blog');
  await expect(page.getByTestId('feed-posts').getByTestId('post-card').first()).toBeVisible();
  await expect.poll(queriesFetched).toEqual(['blog.feedPage', 'blog.categories']);
  await page.waitForLoadState('networkidle');
  expect(await queriesFetched()).toEqual(['blog.feedPage', 'blog.categories']);

  scripts.length = 0;
  await page.goto('/blog/kak-vybrat-mikrozaim');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(queriesFetched).toEqual(['blog.post']);
  await page.waitForLoadState('networkidle');
  expect(await queriesFetched()).toEqual(['blog.post']);
});

const libraryMarkers = {
  'react-dom': '__reactContainer$',
  'react-router': 'may be used only in the context of a <Router>',
  effector: 'unit call from pure function',
  'antd style engine (@ant-design/cssinjs)': 'data-token-hash',
} as const;

test('shared libraries are fetched once across all routes of one page', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await pageTakenOver(page);
  // Client-side navigation through every remote, in the same page.
  const visit = async (path: string, shown: string | Locator) => {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(typeof shown === 'string' ? page.getByRole('heading', { name: shown }) : shown).toBeVisible();
  };
  // The sign-in page's heading is its first frame (drawn by the shell): its form shows the cabinet ran.
  await visit('/auth', page.getByTestId('cabinet-anonymous'));
  await visit('/docs/privacy-agreement', 'Согласие на обработку персональных данных');
  await visit('/shopwindow?scenario=lead&uuid=1', page.getByTestId('shopwindow-message'));
  await visit('/confirmation?type=loans', 'Заявка на займ');
  await visit('/auth/registration', 'Регистрация');

  const bodies = await Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })));
  for (const [library, marker] of Object.entries(libraryMarkers)) {
    const carriers = bodies.filter(({ body }) => body.includes(marker)).map(({ url }) => url);
    expect(carriers, `${library} fetched once`).toHaveLength(1);
  }
});

test('the first page loads no antd and no dayjs: its header, heading, calculator and latest posts are the kit\'s own components', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  await expect(page.getByTestId('latest-posts').getByRole('link').first()).toBeVisible();
  const antdMarker = libraryMarkers['antd style engine (@ant-design/cssinjs)'];
  const carriers = async () => (await Promise.all(scripts.map(async ({ url, body }) => ((await body).includes(antdMarker) ? url : null)))).filter(Boolean);
  expect(await carriers(), 'no script of / carries antd').toEqual([]);
  // Nor dayjs (its core, its Russian months): a date in words is the contract's formatDay.
  for (const dayjsMarker of ['$isDayjsObject', 'января_февраля']) {
    const dayjsCarriers = (await Promise.all(scripts.map(async ({ url, body }) => ((await body).includes(dayjsMarker) ? url : null)))).filter(Boolean);
    expect(dayjsCarriers, `no script of / carries ${dayjsMarker}`).toEqual([]);
  }

  // The kit's button is drawn as antd's, by the theme's build-time CSS.
  const apply = page.getByTestId('loan-calculator').getByRole('button', { name: 'Получить деньги' });
  await expect(apply).toHaveClass(/\bant-btn-primary\b/);
  await expect(apply).toHaveCSS('background-color', 'rgb(29, 78, 216)');

  // antd comes with the first page that draws it (the sign-in form), once.
  await page.getByRole('link', { name: 'Войти', exact: true }).click();
  await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
  expect(await carriers()).toHaveLength(1);
});

test('the shell provides every shared module of the build definition, so a remote never brings its own copy (one antd context)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('loan-calculator')).toBeVisible();
  // The page's code is loaded once the server's page has been painted: its entry is on the page then.
  await pageTakenOver(page);
  const manifestUrl = await page.evaluate(() => new URL('mf-manifest.json', document.querySelector<HTMLScriptElement>('script[src*="/main."]')!.src).href);
  const manifest = (await (await page.request.get(manifestUrl)).json()) as { shared: Array<{ name: string }> };
  expect(manifest.shared.map(({ name }) => name).sort()).toEqual(Object.keys(sharedConfig()).sort());
});
