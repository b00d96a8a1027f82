import { remoteNames, type RemotesManifest } from '@microloans/shared-contracts/remotes';
import { firstModulesOf, prefetchFirstPage } from './early-prefetch';

const provided = { platform: '1.0.0', 'ui-kit': '2.0.0' };
const manifestUrl = (port: number, version: string) => `http://127.0.0.1:${port}/${version}/mf-manifest.json`;
const ports: Record<string, number> = { mf_confirmation: 3001, mf_cabinet: 3002, mf_blog: 3003, mf_shopwindow: 3004 };

/** What remotes.json says each live version must be (its record's hashes). */
const integrityOf = (name: string) => ({ record: `sha384-record${name.replace('_', '')}`, manifest: `sha384-manifest${name.replace('_', '')}`, entry: `sha384-entry${name.replace('_', '')}` });

function remotesJson(overrides: Partial<RemotesManifest> = {}): RemotesManifest {
  const live = Object.fromEntries(
    remoteNames.map((name) => [name, { version: '1.0.0+live', entry: manifestUrl(ports[name]!, '1.0.0+live'), previous: null, canary: null, integrity: integrityOf(name) }]),
  ) as unknown as RemotesManifest;
  return { ...live, ...overrides };
}

/** A manifest exposing `module` with one chunk, built against `platform`. */
const manifestOf = (module: string, platform = '1.0.0') => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: '@microloans/platform', version: platform }],
  exposes: [{ path: module, assets: { js: { sync: ['page.js'] } } }],
});

let requests: Array<{ url: string; mode?: string; integrity?: string }>;
let answers: Record<string, unknown>;

beforeEach(() => {
  requests = [];
  answers = {};
  document.cookie = 'token=; max-age=0';
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    requests.push({ url, mode: init?.mode, ...(init?.integrity ? { integrity: init.integrity } : {}) });
    return Promise.resolve({ ok: true, json: () => Promise.resolve(answers[url] ?? {}), blob: () => Promise.resolve(new Blob()) });
  }) as unknown as typeof fetch;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the first page: its route’s remote module, the widgets of a shell page, the most specific path', () => {
  expect(firstModulesOf('/confirmation', false)).toEqual([{ remote: 'mf_confirmation', module: './pages/Confirmation' }]);
  expect(firstModulesOf('/', false)).toEqual([{ remote: 'mf_confirmation', module: './widgets/LoanCalculator' }]);
  expect(firstModulesOf('/blog/search', false)).toEqual([{ remote: 'mf_blog', module: './pages/BlogSearch' }]);
  expect(firstModulesOf('/blog/kak-vybrat', false)).toEqual([{ remote: 'mf_blog', module: './pages/BlogArticle' }]);
  expect(firstModulesOf('/history/tabs/HistoryList', true)).toEqual([{ remote: 'mf_cabinet', module: './pages/History' }]);
  // An anonymous visitor of a signed-in page is sent to /auth: nothing of the page is fetched.
  expect(firstModulesOf('/profile', false)).toEqual([]);
  expect(firstModulesOf('/no/such/page', false)).toEqual([]);
  expect(firstModulesOf('/ops', false)).toEqual([]);
});

test('the files are fetched as the scripts will ask for them (CORS, as scripts checked by their hashes are), the manifest by its integrity; nothing of a refused version beyond its manifest', async () => {
  window.history.replaceState(null, '', '/confirmation?type=loans');
  const live = manifestUrl(3001, '1.0.0+live');
  answers[live] = manifestOf('./pages/Confirmation');
  prefetchFirstPage(Promise.resolve(remotesJson()), provided);
  await settle();
  await settle();
  expect(requests).toEqual([
    { url: live, mode: undefined, integrity: 'sha384-manifestmfconfirmation' },
    { url: 'http://127.0.0.1:3001/1.0.0+live/remoteEntry.js', mode: undefined },
    { url: 'http://127.0.0.1:3001/1.0.0+live/page.js', mode: undefined },
  ]);

  requests = [];
  answers[live] = manifestOf('./pages/Confirmation', '1.1.0');
  prefetchFirstPage(Promise.resolve(remotesJson()), provided);
  await settle();
  await settle();
  expect(requests).toEqual([{ url: live, mode: undefined, integrity: 'sha384-manifestmfconfirmation' }]);

  // A version remotes.json says nothing of is not run by the loader: nothing of it is fetched.
  requests = [];
  prefetchFirstPage(Promise.resolve(remotesJson({ mf_confirmation: { ...remotesJson().mf_confirmation, integrity: null } })), provided);
  await settle();
  await settle();
  expect(requests).toEqual([]);
});

test('a broken remotes.json or manifest costs nothing but the head start', async () => {
  window.history.replaceState(null, '', '/auth');
  prefetchFirstPage(Promise.reject(new Error('remotes.json: HTTP 500')), provided);
  prefetchFirstPage(Promise.resolve({ nonsense: true }), provided);
  await settle();
  expect(requests).toEqual([]);
});
