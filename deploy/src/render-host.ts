/**
 * The render host: a stateless Node process that answers the shell's pages, `/robots.txt` and
 * `/sitemap.xml` with the server side of the live shell version (`<store>/shell/<version>/server/`,
 * released with it), which asks the server side of the page's owner (a remote's, at the version
 * this visitor is served) what it knows of the page. The shell's web server (nginx in production,
 * server.ts here) forwards those requests to it and, when it fails or is away, answers with the
 * shell's static page as before.
 * Any number of them can run: each reads the store and holds nothing a request leaves behind
 * (the anonymous API token and a built sitemap are caches).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { parseRuntimeConfig } from '@microloans/shared-contracts/config';
import { serverBudgets } from '@microloans/shared-contracts/server-budgets';
import { readCookie, sessionCookieNames } from '@microloans/platform/cookies';
import { visitorHintCookies } from '@microloans/shared-contracts/visitor-hints';
import {
  clientIdCookie,
  parseRemotesManifest,
  remoteNames,
  remotePackages,
  serverBuildFolder,
  versionsToTry,
  type PageServer,
  type RemoteServerLoader,
  type RemoteServerModule,
  type RemoteName,
  type RemotesManifest,
  type ServerAnswer,
  type ShellServerModule,
  type VersionIntegrity,
} from '@microloans/shared-contracts/remotes';
import { listen, type RunningServer } from './server';
import { diskReader, StoreFiles } from './store-files';
import { healthEndpoint as healthEndpointPath } from '@microloans/shared-contracts/health';
import { healthEndpoint } from './health-endpoint';
import { HealthGatherer } from './health-store';
import { VersionChecks, type VersionToCheck } from './version-checks';

export type RenderHostOptions = {
  /** The shell's folder of the release store (`<store>/shell`). */
  shellDir: string;
  port: number;
  host?: string;
  /** The site's public address: canonical addresses and the sitemap use it, never a request's Host. */
  publicOrigin: string;
  /** The API as this process reaches it, when not at config.json's address (the browser's). */
  apiBaseUrl?: string;
  /** Told each time the process loads another version's server side (a shell's or a remote's): how many it holds now. */
  onVersionLoaded?: (held: number) => void;
  /** Loads the live versions' server sides before listening (a render worker): no first page waits for them. */
  warmUp?: boolean;
  /** Where the versions' health is kept (`$HEALTH_DIR`, or `health/` beside the shell's folder). */
  healthDir?: string;
};


/** A version's server side, loaded once per version and config, with its shared modules. */
type LoadedShell = { version: string; server: PageServer; sharedModules: Readonly<Record<string, unknown>> };
const loaded = new Map<string, LoadedShell>();
const requireFromHere = createRequire(__filename);

function liveShell(files: StoreFiles): { version: string; configJson: string } {
  const { buildId } = parsedOnce<{ buildId: string }>(files.live('latest.json').text);
  return { version: buildId, configJson: files.live('config.json').text };
}

/** A file's JSON, parsed once per text (the files are kept in memory and change only on a release). */
const parsed = new Map<string, unknown>();
function parsedOnce<Value>(text: string): Value {
  if (!parsed.has(text)) {
    if (parsed.size > 64) parsed.clear();
    parsed.set(text, JSON.parse(text));
  }
  return parsed.get(text) as Value;
}

function liveVersionOr(files: StoreFiles, fallback: string): string {
  try {
    return liveShell(files).version;
  } catch {
    return fallback;
  }
}

/**
 * Every version's server side this process has loaded (a remote's once per shell version it was
 * given): what grows with releases, since a loaded module is never given back, until the process
 * is replaced.
 */
const held: Array<{ remote: RemoteName | null; version: string; shellVersion: string }> = [];
const heldVersions = (): number => held.length;

/** The versions that serve now: the live shell, and each remote's live, previous and canary. */
function servingVersions(files: StoreFiles): { shell: string; remotes: Map<RemoteName, Set<string>> } {
  const remotes = new Map<RemoteName, Set<string>>();
  const manifest = files.has(path.join(files.liveDir, 'remotes.json')) ? parseRemotesManifest(parsedOnce<unknown>(files.live('remotes.json').text)) : null;
  for (const name of remoteNames) {
    const deployment = manifest?.[name];
    if (deployment) remotes.set(name, new Set([deployment.version, deployment.previousVersion, deployment.canary?.version].filter((version): version is string => Boolean(version))));
  }
  return { shell: liveShell(files).version, remotes };
}

/** How many versions the process holds, and how many of those no longer serve (a release, promote or rollback left them behind). */
export function holding(files: StoreFiles): { versions: number; stale: number } {
  try {
    const serving = servingVersions(files);
    const stale = held.filter(
      ({ remote, version, shellVersion }) => shellVersion !== serving.shell || (remote !== null && !serving.remotes.get(remote)?.has(version)),
    ).length;
    return { versions: held.length, stale };
  } catch {
    // A store without a live shell or remotes file yet: nothing can be told stale.
    return { versions: held.length, stale: 0 };
  }
}

async function shellOf({ shellDir, publicOrigin, apiBaseUrl, onVersionLoaded }: RenderHostOptions, files: StoreFiles, checks: VersionChecks): Promise<LoadedShell> {
  const { version, configJson } = liveShell(files);
  const key = `${shellDir}\n${version}\n${publicOrigin}\n${apiBaseUrl ?? ''}\n${configJson}`;
  const kept = loaded.get(key);
  if (kept) return kept;
  // Its server side runs only as it was published (the record's files under server/).
  if ((await checks.check({ dir: path.join(shellDir, version), part: 'shell', version, only: `${serverBuildFolder}/` })).length > 0) {
    throw new Error(`сторона сервера shell ${version} не та, что была опубликована`);
  }
  // Another page may have loaded it while this one waited for the check.
  const loadedMeanwhile = loaded.get(key);
  if (loadedMeanwhile) return loadedMeanwhile;
  const config = parseRuntimeConfig(JSON.parse(configJson));
  const module = loadOnce<ShellServerModule>(path.join(shellDir, version, serverBuildFolder, 'index.js'));
  const server = module.createPageServer({ apiBaseUrl: apiBaseUrl ?? config.apiBaseUrl, projectMode: config.projectMode, origin: publicOrigin, config });
  const shell = { version, server, sharedModules: module.sharedModules };
  loaded.set(key, shell);
  held.push({ remote: null, version, shellVersion: version });
  onVersionLoaded?.(heldVersions());
  return shell;
}

/** A file's module, loaded once: a version's server side never changes once published. */
function loadOnce<Module>(file: string): Module {
  return requireFromHere(file) as Module;
}

/** Remotes' server sides, per file and the shell version whose shared modules they were given, with the shared modules each asked for. */
const remotesLoaded = new Map<string, { exports: unknown; uses: string[] }>();

/**
 * A remote's server side, loaded once per shell version: the page's shared singletons it asks for
 * are the shell's (`sharedModules`), anything else is the render host's (Node's own modules, jsdom).
 */
function loadWithShared<Module>(
  file: string,
  shell: LoadedShell,
  of: { remote: RemoteName; version: string },
  loadedOne?: (held: number) => void,
): { module: Module; uses: string[] } {
  const key = `${file}\n${shell.version}`;
  let loadedRemote = remotesLoaded.get(key);
  if (!loadedRemote) {
    const run = compileFunction(readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
    const module = { exports: {} as unknown };
    const uses = new Set<string>();
    const require = (id: string): unknown => {
      if (!Object.hasOwn(shell.sharedModules, id)) return requireFromHere(id);
      uses.add(id);
      return shell.sharedModules[id];
    };
    run(module.exports, require, module, file, path.dirname(file));
    loadedRemote = { exports: module.exports, uses: [...uses] };
    remotesLoaded.set(key, loadedRemote);
    held.push({ ...of, shellVersion: shell.version });
    loadedOne?.(heldVersions());
  }
  return { module: loadedRemote.exports as Module, uses: loadedRemote.uses };
}

/** A remote's version folder in the store (beside the shell's folder). */
const remoteVersionDir = (shellDir: string, name: RemoteName, version: string) => path.join(path.dirname(shellDir), remotePackages[name], version);

/** What a remote's version is checked against: its folder in the store and what remotes.json says of its record. */
function remoteVersionCheck(shellDir: string, name: RemoteName, version: string, integrity: VersionIntegrity | null | undefined): VersionToCheck {
  return { dir: remoteVersionDir(shellDir, name, version), part: remotePackages[name], version, expectedRecord: integrity?.record ?? null };
}

/**
 * Every remote version that serves now — each remote's live, previous and canary — checked in the
 * background as a release makes it serve: the first page drawn with it seldom waits for its check.
 */
function checkServingVersions({ options, files, checks }: Pick<HostState, 'options' | 'files' | 'checks'>): void {
  let manifest: RemotesManifest;
  try {
    manifest = parseRemotesManifest(parsedOnce<unknown>(files.live('remotes.json').text));
  } catch {
    // Nothing released yet (or a remotes.json being written): the next change says so.
    return;
  }
  for (const name of remoteNames) {
    const { version, integrity, previousVersion, previousIntegrity, canary } = manifest[name];
    const serving: Array<[string | null | undefined, VersionIntegrity | null | undefined]> = [
      [version, integrity],
      [previousVersion, previousIntegrity],
      [canary?.version, canary?.integrity],
    ];
    for (const [served, itsIntegrity] of serving) {
      if (!served || !itsIntegrity) continue;
      const check = remoteVersionCheck(options.shellDir, name, served, itsIntegrity);
      // Only a version that is in the store (a page's draw checks those alone, too).
      if (files.has(path.join(check.dir, 'remoteEntry.js'))) void checks.check(check);
    }
  }
}

/**
 * The remotes' server sides at the versions this visitor is served: the canary for a `cid` in its
 * share (the same rule as the browser's, so the version rendered here is the version the page
 * runs), else the live one — unless that version's browser files are not in the store (a botched
 * upload: the browser would fall back to the previous version, so the server draws with that
 * one). A remote whose version has no server side has none here either. Each version runs only
 * once its files are known to be those published (`checked`: its check awaited first, within
 * `versionCheckMs`); one whose check is still running is passed over for the next the browser
 * would try (which it then takes the page over with, `drawnWith`), or, with none checked, its
 * place is left to the browser.
 */
function remoteServerLoader(
  { shellDir, onVersionLoaded }: RenderHostOptions,
  { files, checks, gatherer }: Pick<HostState, 'files' | 'checks' | 'gatherer'>,
  clientId: string | null,
  shell: LoadedShell,
): { load: RemoteServerLoader; variesByVisitor: () => boolean; checked: (waitMs: number) => Promise<void> } {
  // Read when a page's owner is a remote; a store without it fails that lookup alone (logged).
  let manifest: RemotesManifest | null = null;
  let variesByVisitor = false;
  const readManifest = () => (manifest ??= parseRemotesManifest(parsedOnce<unknown>(files.live('remotes.json').text)));
  const versionDir = (name: RemoteName, candidate: string) => remoteVersionDir(shellDir, name, candidate);
  /** The browser's order: the canary (in its share), the live version, the previous one; those whose entry is in the store, with what remotes.json says of each. */
  const uploadedCandidates = (name: RemoteName, deployment: RemotesManifest[RemoteName]) =>
    versionsToTry(deployment, name, clientId)
      .filter(({ version }) => files.has(path.join(versionDir(name, version), 'remoteEntry.js')))
      .map((candidate) => ({ ...candidate, check: remoteVersionCheck(shellDir, name, candidate.version, candidate.integrity) }));

  const checked = async (waitMs: number): Promise<void> => {
    let deployments: RemotesManifest;
    try {
      deployments = readManifest();
    } catch {
      // No remotes.json (none released yet), or one that is not: nothing to check; each place says why as it is drawn.
      return;
    }
    const all = remoteNames.flatMap((name) => uploadedCandidates(name, deployments[name]).filter(({ integrity }) => integrity !== null));
    const checking = Promise.all(all.map(({ check }) => checks.check(check)));
    await (Number.isFinite(waitMs) ? Promise.race([checking, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]) : checking);
  };

  const load: RemoteServerLoader = (name) => {
    const deployment = readManifest()[name];
    if (!deployment) return null;
    // A running canary: what this page says depends on the visitor's cid.
    if (deployment.canary && deployment.canary.percent > 0) variesByVisitor = true;
    // A version whose files are not those published (or that remotes.json gives no integrity for)
    // is skipped, as the browser refuses it.
    const candidates = versionsToTry(deployment, name, clientId);
    const uploaded = uploadedCandidates(name, deployment).map((candidate) => ({ ...candidate, problems: candidate.integrity === null ? null : checks.verdict(candidate.check) }));
    const intact = uploaded.find(({ integrity, problems }) => integrity !== null && problems !== null && problems.length === 0);
    // Not known yet to be what was published: the browser draws this place (it checks the files itself).
    if (!intact && uploaded.some(({ integrity, problems }) => integrity !== null && problems === null)) return null;
    if (!intact && uploaded.length > 0) {
      gatherer.add(remotePackages[name], uploaded[0]!.version, { serverDraws: 1, serverFailures: 1 });
      throw new Error(`${uploaded.map(({ version }) => version).join(', ')}: файлы не те, что были опубликованы`);
    }
    const version = (intact ?? candidates[0]!).version;
    const file = path.join(versionDir(name, version), serverBuildFolder, 'index.js');
    if (!files.has(file)) return null;
    const manifestFile = path.join(path.dirname(file), '..', 'mf-manifest.json');
    const builtWith: unknown = files.has(manifestFile) ? parsedOnce<unknown>(files.version(manifestFile)) : null;
    try {
      return { version, manifest: builtWith, ...loadWithShared<RemoteServerModule>(file, shell, { remote: name, version }, onVersionLoaded) };
    } catch (error) {
      gatherer.add(remotePackages[name], version, { serverDraws: 1, serverFailures: 1 });
      // The shell logs the failure: with the version, so an operator knows which release to roll back.
      throw new Error(`${version}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  return { load, variesByVisitor: () => variesByVisitor, checked };
}

/**
 * How an answer may be kept: `private, no-store` for a signed-in visitor (their page is theirs);
 * otherwise revalidated by browsers, and kept by the shell's nginx for `sharedSeconds`
 * (`X-Accel-Expires`, which nginx reads and does not pass on). A page whose remotes' versions
 * depend on the visitor's cid (a canary running) is kept per cookie (`Vary: Cookie`): not «not
 * kept», which would leave the page nginx kept before the canary being served stale for ever.
 */
type Keeping = { signedIn: boolean; sharedSeconds: number; variesByVisitor?: boolean };

function keepingHeaders({ signedIn, sharedSeconds, variesByVisitor = false }: Keeping): Record<string, string> {
  if (signedIn) return { 'Cache-Control': 'private, no-store', 'X-Accel-Expires': '0' };
  const kept = { 'Cache-Control': 'no-cache', 'X-Accel-Expires': String(sharedSeconds) };
  return variesByVisitor ? { ...kept, Vary: 'Cookie' } : kept;
}

/** An anonymous page is kept a second; the crawl files a minute (a sitemap is rebuilt every 5). */
export const sharedSecondsOf = { page: 1, crawlFile: 60 } as const;

async function answerFor(
  { options, files, checks, gatherer }: HostState,
  request: IncomingMessage,
  pathname: string,
  url: string,
): Promise<{ answer: ServerAnswer; modified: Date; keeping: Keeping }> {
  const shell = await shellOf(options, files, checks);
  const { server } = shell;
  const page = files.live('index.html');
  const modified = page.modified;
  const cookies = request.headers.cookie ?? '';
  // A page drawn with the visitor's hints (their draft's step) is theirs, as a signed-in one is.
  const signedIn = [...sessionCookieNames, ...Object.values(visitorHintCookies)].some((name) => readCookie(name, cookies) !== null);
  if (pathname === '/robots.txt') return { answer: server.robots(), modified, keeping: { signedIn: false, sharedSeconds: sharedSecondsOf.crawlFile } };
  if (pathname === '/sitemap.xml') return { answer: await server.sitemap(), modified: new Date(), keeping: { signedIn: false, sharedSeconds: sharedSecondsOf.crawlFile } };
  const remotes = remoteServerLoader(options, { files, checks, gatherer }, readCookie(clientIdCookie, cookies), shell);
  await remotes.checked(serverBudgets.versionCheckMs);
  const answer = await server.page({
    url,
    indexHtml: page.text,
    remoteServer: remotes.load,
    cookie: request.headers.cookie ?? null,
    onRemoteDrawn: ({ remote, version, failed }) => gatherer.add(remotePackages[remote], version, { serverDraws: 1, serverFailures: failed ? 1 : 0 }),
  });
  return { answer, modified, keeping: { signedIn, sharedSeconds: sharedSecondsOf.page, variesByVisitor: remotes.variesByVisitor() } };
}

/** Where a request is answered: the options, the store's files in memory, the versions' checks, and whether the process is leaving. */
type HostState = {
  options: RenderHostOptions;
  files: StoreFiles;
  checks: VersionChecks;
  gatherer: HealthGatherer;
  health: (request: IncomingMessage, response: ServerResponse) => void;
  leaving: boolean;
};

async function handle(state: HostState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { files, leaving } = state;
  // A process on its way out tells the web server in front not to send more on this connection.
  if (leaving) response.shouldKeepAlive = false;
  if ((request.url ?? '').split('?')[0] === healthEndpointPath) {
    state.health(request, response);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = request.url ?? '/';
  const pathname = new URL(url, 'http://render.invalid').pathname;
  try {
    const { answer, modified, keeping } = await answerFor(state, request, pathname, url);
    const etag = `W/"${createHash('sha1').update(answer.body).digest('base64url')}"`;
    const headers = {
      'Content-Type': answer.contentType,
      ...keepingHeaders(keeping),
      ETag: etag,
      'Last-Modified': modified.toUTCString(),
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(answer.status, { ...headers, ...(answer.location ? { Location: answer.location } : {}), 'Content-Length': Buffer.byteLength(answer.body) });
    response.end(request.method === 'HEAD' ? undefined : answer.body);
  } catch (error) {
    // The web server in front answers with the static page; the reason is here, without the request's cookies.
    console.error(`[render] shell ${liveVersionOr(files, 'без версии')}: ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('render failed');
  }
}

export type RunningRenderHost = RunningServer & {
  /**
   * Stops taking connections, answers the requests it has (each with `Connection: close`), and
   * resolves once they are answered, or after `deadlineMs` whatever is left.
   */
  retire: (deadlineMs: number) => Promise<void>;
  /** How many versions' server sides it holds, and how many no longer serve. */
  holding: () => { versions: number; stale: number };
};

/**
 * The live shell's server side and each remote's at its live version, checked and loaded now; what
 * fails is left to the first page that needs it.
 */
async function warmUp(state: HostState): Promise<void> {
  const { options, files, checks } = state;
  try {
    const shell = await shellOf(options, files, checks);
    const remotes = remoteServerLoader(options, state, null, shell);
    // A store with no remotes released yet has none to load.
    if (!files.has(path.join(options.shellDir, 'remotes.json'))) return;
    await remotes.checked(Infinity);
    for (const name of remoteNames) {
      try {
        remotes.load(name);
      } catch (error) {
        console.error(`[render] ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } catch (error) {
    console.error(`[render] живой версии оболочки нет: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function startRenderHost(options: RenderHostOptions): Promise<RunningRenderHost> {
  const checks = new VersionChecks();
  // A release (remotes.json rewritten) starts the checks of the versions it makes serve at once.
  const files: StoreFiles = new StoreFiles(options.shellDir, diskReader, Date.now, (name) => {
    if (name === null || name === 'remotes.json') checkServingVersions({ options, files, checks });
  });
  const storeRoot = path.dirname(options.shellDir);
  const gatherer = new HealthGatherer(options.healthDir ?? process.env.HEALTH_DIR ?? path.join(storeRoot, 'health'));
  const health = healthEndpoint({
    gatherer,
    storeRoot,
    remotesJson: () => parsedOnce<unknown>(files.live('remotes.json').text),
    refusals: () => checks.currentRefusals(),
    liveShellVersion: () => liveVersionOr(files, '') || null,
  });
  const state: HostState = { options, files, checks, gatherer, health, leaving: false };
  if (options.warmUp) await warmUp(state);
  const server = createServer((request, response) => void handle(state, request, response));
  const running = await listen(server, options.port, options.host, 'render');
  const close = running.close;
  return {
    ...running,
    close: async () => {
      state.files.close();
      state.checks.close();
      await gatherer.flush();
      await close();
    },
    holding: () => holding(state.files),
    retire: (deadlineMs) => {
      state.leaving = true;
      state.files.close();
      // The versions' answers stay: the requests it still has are drawn with what it checked (the
      // process leaves once they are answered).
      return drained(server, deadlineMs).then(() => gatherer.flush());
    },
  };
}

/** The server closed to new connections, its idle ones closed, once its requests are answered (or the deadline passed). */
function drained(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, deadlineMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

