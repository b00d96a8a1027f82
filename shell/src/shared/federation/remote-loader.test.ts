import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type RemotesManifest, canaryBucket, remoteNames } from '@microloans/shared-contracts/remotes';
import { fork } from 'effector';
import { $remoteStatuses, bindRemoteStatusesToScope, loadRemoteModule, remoteStatuses, remoteVersionOfFile, servedVersion, setRemotesManifest } from './remote-loader';
import { moduleFiles } from './module-files';
import { flushHealth } from '../health';
import { replaceBeaconForTests } from '../health/health-report';
import { prefetchFormsKit, prefetchRemoteModule, providedModuleFiles } from './remote-prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
jest.mock('@microloans/platform', () => ({ logWarning: jest.fn(() => Promise.resolve()) }));

const provided = { platform: '1.0.0', 'ui-kit': '2.0.0' };
const url = (version: string) => `http://127.0.0.1:3002/${version}/mf-manifest.json`;
/** What each manifest URL answers: the platform version it was built against, or a failure. */
let manifests: Record<string, string | 'down'> = {};
/** Entry URLs whose code fails to load. */
let broken = new Set<string>();
let registeredUrl = '';

beforeEach(() => {
  manifests = {};
  broken = new Set();
  jest.mocked(registerRemotes).mockImplementation((remotes) => {
    registeredUrl = (remotes[0] as { entry: string }).entry;
  });
  jest.mocked(loadRemote).mockImplementation(() =>
    broken.has(registeredUrl) ? Promise.reject(new Error('ScriptExternalLoadError')) : Promise.resolve({ default: () => null }),
  );
  globalThis.fetch = jest.fn((target: string) => {
    const platform = manifests[target];
    if (platform === undefined || platform === 'down') return Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve({}) });
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [{ name: '@microloans/platform', version: platform }] };
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(manifest) });
  }) as unknown as typeof fetch;
});

/** A stand-in for what a version's record says it must be (what remotes.json carries). */
const sri = (of: string) => `sha384-${btoa(of).replace(/[^A-Za-z0-9+/]/g, '')}`;
const integrityOf = (manifestUrl: string) => ({ record: sri(`${manifestUrl}#record`), manifest: sri(manifestUrl), entry: sri(`${manifestUrl}#entry`) });

function deploy(cabinet: Partial<RemotesManifest['mf_cabinet']>, clientId: string | null = null, drawnWith?: Record<string, string>) {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, { version: '1.0.0+live', entry: url('1.0.0+live'), previous: null, previousVersion: null, canary: null, integrity: integrityOf(url('1.0.0+live')) }]),
  ) as unknown as RemotesManifest;
  const merged = { ...remotes.mf_cabinet, ...cabinet };
  remotes.mf_cabinet = {
    ...merged,
    // Each version with the integrity its record gives, unless the case says otherwise.
    integrity: 'integrity' in cabinet ? cabinet.integrity : integrityOf(merged.entry),
    previousIntegrity: 'previousIntegrity' in cabinet ? cabinet.previousIntegrity : merged.previous ? integrityOf(merged.previous) : null,
    canary: merged.canary ? { ...merged.canary, integrity: 'integrity' in merged.canary ? merged.canary.integrity : integrityOf(merged.canary.entry) } : null,
  };
  setRemotesManifest(remotes, { clientId, provided, drawnWith });
}

const cabinet = () => remoteStatuses().find((status) => status.remote === 'mf_cabinet')!;
const loadAuth = () => loadRemoteModule({ remote: 'mf_cabinet', module: './pages/Auth' });

test('the live version is used when it is compatible and loads', async () => {
  manifests[url('1.0.0+live')] = '1.0.0';
  deploy({});
  await loadAuth();
  expect(cabinet().using).toMatchObject({ kind: 'live', version: '1.0.0+live' });
  expect(cabinet().loadMs).not.toBeNull();
});

test('a live version built against a newer platform is refused before it runs; previous is served and the reason kept', async () => {
  manifests[url('1.1.0+new')] = '1.1.0';
  manifests[url('1.0.0+old')] = '1.0.0';
  deploy({ version: '1.1.0+new', entry: url('1.1.0+new'), previous: url('1.0.0+old'), previousVersion: '1.0.0+old' });
  await loadAuth();
  expect(registerRemotes).not.toHaveBeenCalledWith([{ name: 'mf_cabinet', entry: url('1.1.0+new') }], expect.anything());
  expect(cabinet().using).toMatchObject({ kind: 'previous', version: '1.0.0+old' });
  expect(cabinet().refusals).toEqual([{ candidate: 'live', version: '1.1.0+new', gaps: [{ pkg: 'platform', needed: '1.1.0', provided: '1.0.0' }] }]);
});

test('a live version that fails to load falls back to previous; with nothing left the slot gets the error', async () => {
  manifests[url('1.1.0+broken')] = '1.0.0';
  manifests[url('1.0.0+old')] = '1.0.0';
  broken.add(url('1.1.0+broken'));
  deploy({ version: '1.1.0+broken', entry: url('1.1.0+broken'), previous: url('1.0.0+old'), previousVersion: '1.0.0+old' });
  await loadAuth();
  expect(cabinet().using?.version).toBe('1.0.0+old');
  expect(cabinet().lastError).toMatchObject({ candidate: 'live', version: '1.1.0+broken' });

  deploy({ version: '1.1.0+broken', entry: url('1.1.0+broken'), previous: null });
  await expect(loadAuth()).rejects.toThrow('ScriptExternalLoadError');
});

test('a visitor in the canary share gets the canary; one outside it the live version; a failing canary falls back to live', async () => {
  manifests[url('1.0.0+live')] = '1.0.0';
  manifests[url('1.0.1+canary')] = '1.0.0';
  const ids = Array.from({ length: 200 }, (_, index) => `0000${index}-aaaa-4bbb-8ccc-${String(index).padStart(12, '0')}`);
  const inside = ids.find((id) => canaryBucket(id, 'mf_cabinet') < 30)!;
  const outside = ids.find((id) => canaryBucket(id, 'mf_cabinet') >= 30)!;
  const canary = { version: '1.0.1+canary', entry: url('1.0.1+canary'), percent: 30 };

  deploy({ canary }, inside);
  await loadAuth();
  expect(cabinet().using?.kind).toBe('canary');
  deploy({ canary }, outside);
  await loadAuth();
  expect(cabinet().using?.kind).toBe('live');

  broken.add(url('1.0.1+canary'));
  deploy({ canary }, inside);
  await loadAuth();
  expect(cabinet().using?.kind).toBe('live');
});

const cabinetManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './pages/Auth', assets: { js: { sync: ['2562.a.js', '__federation_expose_pages__Auth.b.js'], async: ['1356.c.js'] } } },
    { path: './pages/Score', assets: { js: { sync: ['77.d.js'], async: [] } } },
  ],
};

test('a page the server drew with the previous version (released over a moment ago) is taken over with that one while it is served; a version no longer served is passed over', async () => {
  manifests[url('1.2.0+drawn-new')] = '1.0.0';
  manifests[url('1.0.5+drawn-old')] = '1.0.0';
  const released = { version: '1.2.0+drawn-new', entry: url('1.2.0+drawn-new'), previous: url('1.0.5+drawn-old'), previousVersion: '1.0.5+drawn-old' };
  deploy(released, null, { mf_cabinet: '1.0.5+drawn-old' });
  await loadAuth();
  expect(cabinet().using).toMatchObject({ kind: 'previous', version: '1.0.5+drawn-old' });

  deploy(released, null, { mf_cabinet: '0.9.0+gone' });
  await loadRemoteModule({ remote: 'mf_cabinet', module: './pages/AuthRegistration' });
  expect(cabinet().using).toMatchObject({ kind: 'live', version: '1.2.0+drawn-new' });
});

test("a module's files are its container's entry and its own sync chunks, beside the manifest", () => {
  expect(moduleFiles(cabinetManifest, './pages/Auth', url('1.0.0+live'))).toEqual([
    'http://127.0.0.1:3002/1.0.0+live/remoteEntry.js',
    'http://127.0.0.1:3002/1.0.0+live/2562.a.js',
    'http://127.0.0.1:3002/1.0.0+live/__federation_expose_pages__Auth.b.js',
  ]);
  expect(moduleFiles({ nonsense: true }, './pages/Auth', url('1.0.0+live'))).toEqual([]);
});

test('a prefetch fetches the files of the version the page would use, runs nothing, and skips a refused version', async () => {
  jest.mocked(loadRemote).mockClear();
  const fetched: string[] = [];
  globalThis.fetch = jest.fn((target: string) => {
    fetched.push(target);
    const body = target.endsWith('mf-manifest.json')
      ? { ...cabinetManifest, shared: [{ name: '@microloans/platform', version: target.includes('newer') ? '1.1.0' : '1.0.0' }] }
      : {};
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body), blob: () => Promise.resolve(new Blob()) });
  }) as unknown as typeof fetch;

  deploy({ version: '1.0.0+prefetch', entry: url('1.0.0+prefetch') });
  await prefetchRemoteModule({ remote: 'mf_cabinet', module: './pages/Auth' });
  await prefetchRemoteModule({ remote: 'mf_cabinet', module: './pages/Auth' });
  expect(fetched).toEqual([
    url('1.0.0+prefetch'),
    'http://127.0.0.1:3002/1.0.0+prefetch/remoteEntry.js',
    'http://127.0.0.1:3002/1.0.0+prefetch/2562.a.js',
    'http://127.0.0.1:3002/1.0.0+prefetch/__federation_expose_pages__Auth.b.js',
  ]);
  expect(loadRemote).not.toHaveBeenCalled();

  fetched.length = 0;
  deploy({ version: '1.1.0+newer', entry: url('1.1.0+newer') });
  await prefetchRemoteModule({ remote: 'mf_cabinet', module: './pages/Auth' });
  expect(fetched).toEqual([url('1.1.0+newer')]);
});

/** The shell's own manifest, as the build writes it: what each module it provides is made of. */
const shellManifest = {
  shared: [
    { name: '@microloans/ui-kit', assets: { js: { sync: ['6468.a.js'], async: [] }, css: { sync: ['6468.a.css'], async: [] } } },
    { name: '@microloans/ui-kit/forms', assets: { js: { sync: ['678.b.js', '8317.c.js'], async: [] }, css: { sync: ['5064.d.css'], async: [] } } },
  ],
};
const shellUrl = 'http://127.0.0.1:3000/1.0.0+shell/mf-manifest.json';

test("a provided module's files are its scripts and styles from the shell's manifest; anything else is none", () => {
  expect(providedModuleFiles(shellManifest, '@microloans/ui-kit/forms', shellUrl)).toEqual([
    'http://127.0.0.1:3000/1.0.0+shell/678.b.js',
    'http://127.0.0.1:3000/1.0.0+shell/8317.c.js',
    'http://127.0.0.1:3000/1.0.0+shell/5064.d.css',
  ]);
  expect(providedModuleFiles(shellManifest, 'ui-kit/menus', shellUrl)).toEqual([]);
  expect(providedModuleFiles({ shared: [{ name: '@microloans/ui-kit/forms', assets: { js: { sync: [42, '<x>'] } } }] }, '@microloans/ui-kit/forms', shellUrl)).toEqual([
    'http://127.0.0.1:3000/1.0.0+shell/%3Cx%3E',
  ]);
  expect(providedModuleFiles('nonsense', '@microloans/ui-kit/forms', shellUrl)).toEqual([]);
});

test("the form kit's prefetch reads the shell's own manifest beside its files and fetches the kit's files once, running nothing", async () => {
  const fetched: string[] = [];
  globalThis.fetch = jest.fn((target: string) => {
    fetched.push(target);
    const body = target.endsWith('mf-manifest.json') ? shellManifest : {};
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body), blob: () => Promise.resolve(new Blob()) });
  }) as unknown as typeof fetch;
  // What Rspack's runtime finds as the shell's public path.
  (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = 'http://127.0.0.1:3000/1.0.0+shell/';
  await prefetchFormsKit();
  await prefetchFormsKit();
  expect(fetched).toEqual([
    shellUrl,
    'http://127.0.0.1:3000/1.0.0+shell/678.b.js',
    'http://127.0.0.1:3000/1.0.0+shell/8317.c.js',
    'http://127.0.0.1:3000/1.0.0+shell/5064.d.css',
    shellUrl,
  ]);
});

test('the page’s scope gets what the loader knows, as copies: the ops view draws from the model, never from the loader’s own objects', async () => {
  const scope = fork();
  bindRemoteStatusesToScope(scope);
  manifests[url('1.0.0+live')] = '1.0.0';
  deploy({});
  const before = scope.getState($remoteStatuses).find((status) => status.remote === 'mf_cabinet');
  expect(before?.using).toBeNull();
  await loadAuth();
  const after = scope.getState($remoteStatuses).find((status) => status.remote === 'mf_cabinet');
  expect(after?.using).toMatchObject({ kind: 'live', version: '1.0.0+live' });
  // What the scope held before is as it was: each change is a new state.
  expect(before?.using).toBeNull();
});

test('nothing of a version runs unless remotes.json says what it must be: one without integrity is refused before anything of it is fetched, and the previous one serves', async () => {
  manifests[url('1.3.0+unsaid')] = '1.0.0';
  manifests[url('1.0.0+said')] = '1.0.0';
  jest.mocked(fetch).mockClear();
  deploy({ version: '1.3.0+unsaid', entry: url('1.3.0+unsaid'), integrity: null, previous: url('1.0.0+said'), previousVersion: '1.0.0+said' });
  await loadAuth();
  expect(jest.mocked(fetch).mock.calls.map(([target]) => target)).toEqual([url('1.0.0+said')]);
  expect(cabinet().using).toMatchObject({ kind: 'previous', version: '1.0.0+said' });
  expect(cabinet().lastError).toMatchObject({ candidate: 'live', version: '1.3.0+unsaid', message: expect.stringContaining('нет целостности') });
});

test('the manifest is fetched with its integrity, and the federation runtime’s own loads of it and of the entry carry theirs (the entry as an anonymous CORS script)', async () => {
  manifests[url('1.4.0+checked')] = '1.0.0';
  jest.mocked(fetch).mockClear();
  deploy({ version: '1.4.0+checked', entry: url('1.4.0+checked') });
  await loadAuth();
  const expected = integrityOf(url('1.4.0+checked'));
  expect(jest.mocked(fetch)).toHaveBeenCalledWith(url('1.4.0+checked'), { integrity: expected.manifest });
  const plugin = jest.mocked(registerPlugins).mock.calls.flat(2).find((candidate) => (candidate as ModuleFederationRuntimePlugin).name === 'subresource-integrity') as ModuleFederationRuntimePlugin;
  const script = plugin.createScript!({ url: 'http://127.0.0.1:3002/1.4.0+checked/remoteEntry.js', attrs: {} }) as HTMLScriptElement;
  expect([script.src, script.integrity, script.crossOrigin]).toEqual(['http://127.0.0.1:3002/1.4.0+checked/remoteEntry.js', expected.entry, 'anonymous']);
  // The runtime does not put the module's chunks on the page beside the entry (they would run unchecked): the entry loads them, checked.
  const preloadOps = [{ nameOrAlias: 'mf_cabinet' }];
  await plugin.beforePreloadRemote!({ preloadOps } as unknown as Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0]);
  expect(preloadOps).toEqual([]);
  // A file nothing is said of is left to the runtime as it is.
  expect(plugin.createScript!({ url: 'http://127.0.0.1:3002/other/remoteEntry.js', attrs: {} })).toBeUndefined();
  jest.mocked(fetch).mockClear();
  await plugin.fetch!(url('1.4.0+checked'), { method: 'GET' });
  expect(jest.mocked(fetch)).toHaveBeenCalledWith(url('1.4.0+checked'), { method: 'GET', integrity: expected.manifest });
});

test('a file of a version served is known by its address: an uncaught error from it counts against that version', () => {
  deploy({ version: '1.5.0+owner', entry: url('1.5.0+owner'), previous: url('1.0.0+old'), previousVersion: '1.0.0+old' });
  expect(remoteVersionOfFile('http://127.0.0.1:3002/1.5.0+owner/77.d.js')).toEqual({ remote: 'mf_cabinet', version: '1.5.0+owner' });
  expect(remoteVersionOfFile('http://127.0.0.1:3002/1.0.0+old/remoteEntry.js')).toEqual({ remote: 'mf_cabinet', version: '1.0.0+old' });
  expect(remoteVersionOfFile('http://127.0.0.1:3000/1.0.0+shell/main.js')).toBeNull();
  expect(servedVersion('mf_cabinet')).toBe('1.5.0+owner');
});

test('each load counts for the version that loaded, each failure for the version that failed: a canary that fails and a live version that serves', async () => {
  const sent: string[] = [];
  replaceBeaconForTests((_, body) => {
    sent.push(body);
    return true;
  });
  manifests[url('1.6.0+served')] = '1.0.0';
  manifests[url('1.7.0+failing')] = '1.0.0';
  broken.add(url('1.7.0+failing'));
  const inside = Array.from({ length: 200 }, (_, index) => `f000${index}-aaaa-4bbb-8ccc-000000000000`).find((id) => canaryBucket(id, 'mf_cabinet') < 50)!;
  deploy({ version: '1.6.0+served', entry: url('1.6.0+served'), canary: { version: '1.7.0+failing', entry: url('1.7.0+failing'), percent: 50 } }, inside);
  await loadAuth();
  flushHealth();
  const reports = sent.flatMap((body) => (JSON.parse(body) as { reports: unknown[] }).reports);
  expect(reports).toEqual(
    expect.arrayContaining([
      { remote: 'mf_cabinet', version: '1.7.0+failing', counts: { loadFailures: 1 } },
      { remote: 'mf_cabinet', version: '1.6.0+served', counts: { loads: 1 } },
    ]),
  );
});
