/**
 * The Node web server of a development machine (`npm start`), serving one part's folder of the
 * release store exactly as its nginx does in production (serving-policy.ts holds the rules both
 * follow; e2e/tests/delivery-servers.spec.ts compares the two response by response). Files go out
 * through `send` (pillarjs): ETag, Last-Modified, 304s, ranges and HEAD, maintained upstream.
 */
import { healthEndpoint, maxHealthBeaconBytes } from '@microloans/shared-contracts/health';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { frontReadWaitMs } from '@microloans/shared-contracts/server-budgets';
import send from 'send';
import {
  cacheControl,
  contentSecurityPolicy,
  documentHeaders,
  isAssetPath,
  isServerBuildPath,
  securityHeaders,
  versionOfPath,
  type CspSources,
} from './serving-policy';

export type PartServerOptions = {
  /** The part's folder in the release store (`<store>/mf-cabinet`). */
  root: string;
  kind: 'shell' | 'remote';
  port: number;
  host?: string;
  /** Origins allowed to read this part's files from scripts (the shell's, for a remote). */
  corsOrigins: string[];
  /** The Content-Security-Policy sources; the shell's live inline-script hashes are added per request. */
  csp: Omit<CspSources, 'scriptHashes'>;
  label?: string;
  /**
   * Serve the `.br` copies to browsers that accept brotli. Off by default, like nginx without the
   * brotli module (deploy/nginx/snippets/brotli.conf.optional); the `.gz` copies always.
   */
  brotli?: boolean;
  /**
   * The render host's address (the shell only): pages, `/robots.txt` and `/sitemap.xml` are its
   * answers; when it fails, is slow or is away, a page is the static live page as before.
   */
  renderer?: string;
  /** How long a page waits for the render host (`rendererTimeoutMs` unless a test says otherwise). */
  rendererTimeout?: number;
};

/** Something listening on an address: a part's server, the render tier. */
export type Listening = { url: string; label: string; close: () => Promise<void> };
export type RunningServer = Listening & { server: Server };

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The inline-script hashes of the live shell page (its version's csp.json). */
function liveScriptHashes(root: string): string[] {
  try {
    const latest = JSON.parse(readFileSync(path.join(root, 'latest.json'), 'utf8')) as { buildId: string };
    const csp = JSON.parse(readFileSync(path.join(root, latest.buildId, 'csp.json'), 'utf8')) as { scriptHashes: string[] };
    return csp.scriptHashes;
  } catch {
    return [];
  }
}

/** The store file a request path stands for, after the fallbacks (null: 404). */
function resolveFile(options: PartServerOptions, pathname: string): string | null {
  const candidate = path.join(options.root, pathname);
  if (!candidate.startsWith(options.root)) return null;
  // A version's server side is the render host's to load, not a browser's to read.
  if (isServerBuildPath(pathname)) return null;
  if (isFile(candidate)) return candidate;
  if (isAssetPath(pathname)) return null;
  if (options.kind === 'shell') return path.join(options.root, 'index.html');
  // A remote's standalone page, for its deep links.
  const version = versionOfPath(pathname);
  return version ? path.join(options.root, version, 'index.html') : null;
}

function precompressed(file: string, acceptEncoding: string, brotli: boolean): { file: string; encoding: string | null } {
  if (brotli && /\bbr\b/.test(acceptEncoding) && existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) && existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' };
  return { file, encoding: null };
}

/** What the render host answers (crawl files and pages); everything else is a file of the store. */
const crawlFiles = new Set(['/robots.txt', '/sitemap.xml']);

function isRenderedPath(options: PartServerOptions, pathname: string): boolean {
  if (options.kind !== 'shell' || !options.renderer) return false;
  if (crawlFiles.has(pathname) || pathname === '/') return true;
  return !isAssetPath(pathname) && versionOfPath(pathname) === null && !isFile(path.join(options.root, pathname));
}

/** As nginx's proxy_read_timeout for the render tier: derived from the server's budgets. */
export const rendererTimeoutMs = frontReadWaitMs;

type RenderedAnswer = {
  status: number;
  contentType: string;
  cacheControl: string;
  location: string | null;
  etag: string | null;
  lastModified: string | null;
  /** The host's `Vary` (`Cookie` while a canary runs on a remote the page uses), or null. */
  vary: string | null;
  body: Buffer;
};

async function askRenderer(renderer: string, request: IncomingMessage, timeoutMs: number): Promise<RenderedAnswer | null> {
  try {
    // What the host decides by: the visitor's cookies (a session, the canary's cid) and their copy's ETag.
    const { cookie, 'if-none-match': ifNoneMatch } = request.headers;
    const answer = await fetch(new URL(request.url ?? '/', renderer), {
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect is the host's answer to pass on, not one to follow here.
      redirect: 'manual',
    });
    if (answer.status >= 500) return null;
    return {
      status: answer.status,
      contentType: answer.headers.get('content-type') ?? 'text/html; charset=utf-8',
      cacheControl: answer.headers.get('cache-control') ?? cacheControl.mutable,
      location: answer.headers.get('location'),
      etag: answer.headers.get('etag'),
      lastModified: answer.headers.get('last-modified'),
      vary: answer.headers.get('vary'),
      body: Buffer.from(await answer.arrayBuffer()),
    };
  } catch {
    return null;
  }
}

/** `/__health` passed to the render tier and its answer back: a body no bigger than a beacon (nginx's `client_max_body_size`). */
async function forwardHealth(renderer: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxHealthBeaconBytes * 2) {
      response.writeHead(413, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    chunks.push(chunk as Buffer);
  }
  try {
    const answer = await fetch(new URL(request.url ?? healthEndpoint, renderer), {
      method: request.method,
      ...(request.method === 'POST' ? { body: Buffer.concat(chunks), headers: { 'Content-Type': String(request.headers['content-type'] ?? 'text/plain') } } : {}),
      signal: AbortSignal.timeout(rendererTimeoutMs),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'Cache-Control': 'no-store', ...(body.length > 0 ? { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' } : {}) });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(503, { 'Cache-Control': 'no-store' }).end();
  }
}

/** One Vary of the names in both, each once (`Accept-Encoding` and the host's `Cookie`). */
function varyWith(own: number | string | string[] | undefined, host: string): string {
  const names = [String(own ?? ''), host].flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean);
  return [...new Map(names.map((name) => [name.toLowerCase(), name])).values()].join(', ');
}

/** The render host's answer with the site's headers, compressed as nginx's `gzip on` would. */
function sendRendered(options: PartServerOptions, request: IncomingMessage, response: ServerResponse, answer: RenderedAnswer): void {
  // The host's word: `private, no-store` for a signed-in visitor's page.
  response.setHeader('Cache-Control', answer.cacheControl);
  response.setHeader('Content-Type', answer.contentType);
  if (answer.etag) response.setHeader('ETag', answer.etag);
  if (answer.location) response.setHeader('Location', answer.location);
  if (answer.lastModified) response.setHeader('Last-Modified', answer.lastModified);
  // The host's Vary goes out beside the front's own, as nginx passes it on: a page that differs by
  // the visitor's cid (a canary) must not be given by a cache in front to another visitor.
  if (answer.vary) response.setHeader('Vary', varyWith(response.getHeader('Vary'), answer.vary));
  if (answer.contentType.startsWith('text/html')) {
    response.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...options.csp, scriptHashes: liveScriptHashes(options.root) }));
    for (const [name, value] of Object.entries(documentHeaders)) response.setHeader(name, value);
  }
  if (answer.status === 304) {
    response.writeHead(304).end();
    return;
  }
  // nginx's gzip compresses a 200, 403 or 404 only (a redirect's body is sent as it is).
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && [200, 403, 404].includes(answer.status);
  const body = gzip ? gzipSync(answer.body) : answer.body;
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.writeHead(answer.status, { 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function handle(options: PartServerOptions, request: IncomingMessage, response: ServerResponse): void {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  const origin = request.headers.origin;
  if (options.kind === 'remote') {
    response.setHeader('Vary', 'Origin, Accept-Encoding');
    if (origin && options.corsOrigins.includes(origin)) response.setHeader('Access-Control-Allow-Origin', origin);
  } else {
    response.setHeader('Vary', 'Accept-Encoding');
  }
  // The versions' health (beacons in, `/ops`'s figures out) is the render tier's, as nginx forwards it.
  if (options.kind === 'shell' && options.renderer && (request.url ?? '').split('?')[0] === healthEndpoint) {
    void forwardHealth(options.renderer, request, response);
    return;
  }
  if (request.method === 'OPTIONS' && options.kind === 'remote') {
    response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    response.writeHead(204).end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', options.kind === 'remote' ? 'GET, HEAD, OPTIONS' : 'GET, HEAD');
    response.writeHead(405).end();
    return;
  }

  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  if (isRenderedPath(options, pathname)) {
    void askRenderer(options.renderer!, request, options.rendererTimeout ?? rendererTimeoutMs).then((answer) => (answer ? sendRendered(options, request, response, answer) : serveFile(options, request, response, pathname)));
    return;
  }
  serveFile(options, request, response, pathname);
}

function serveFile(options: PartServerOptions, request: IncomingMessage, response: ServerResponse, pathname: string): void {
  const file = resolveFile(options, pathname === '/' ? '/index.html' : pathname);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.mutable }).end('Not found');
    return;
  }

  const relative = `/${path.relative(options.root, file).split(path.sep).join('/')}`;
  const immutable = versionOfPath(relative) !== null;
  const isDocument = file.endsWith('.html');
  const chosen = precompressed(file, String(request.headers['accept-encoding'] ?? ''), options.brotli ?? false);
  // Relative to the part's folder, so `dotfiles: 'ignore'` (404) judges only what is inside it (the
  // store's `.published` markers), not the folders above it.
  const servedPath = `/${path.relative(options.root, chosen.file).split(path.sep).join('/')}`;
  const stream = send(request, servedPath, { root: options.root, etag: true, lastModified: true, cacheControl: false, dotfiles: 'ignore', index: false });
  stream.on('headers', (res: ServerResponse) => {
    res.setHeader('Content-Type', mimeTypes[path.extname(file)] ?? 'application/octet-stream');
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
    // A published version never changes; the shell's top-level files (its live page, the runtime
    // files) change with every release and are revalidated each time.
    res.setHeader('Cache-Control', immutable ? cacheControl.immutable : cacheControl.mutable);
    if (isDocument) {
      const scriptHashes = options.kind === 'shell' ? liveScriptHashes(options.root) : [];
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...options.csp, scriptHashes }));
      for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    }
  });
  stream.on('error', (error: Error & { status?: number }) => {
    response.writeHead(error.status ?? 500, { 'Cache-Control': cacheControl.mutable }).end();
  });
  stream.pipe(response);
}

export async function startPartServer(options: PartServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const settings = { ...options, root };
  return listen(createServer((request, response) => handle(settings, request, response)), options.port, options.host, options.label ?? path.basename(root));
}

/** Starts `server` on `host:port` (port 0: any free one, the answer says which). */
export async function listen(server: Server, port: number, host = '127.0.0.1', label: string): Promise<RunningServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    label,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
