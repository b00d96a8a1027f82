// Serves a built part the way production will: hashed files cached immutable, runtime files
// (index.html, config.json, remotes.json, mf-manifest.json, latest.json, remoteEntry.js) never
// cached, SPA fallback for the shell, CORS for remotes' manifests and chunks, gzip.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const contentTypes = {
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
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const hashedFile = /\.[0-9a-f]{8,}\.(js|css|map)$/;
/** A missing file with one of these extensions is a 404; any other missing path is a page of the app. */
const assetExtensions = new Set(['.js', '.mjs', '.css', '.map', '.json', '.png', '.svg', '.ico', '.woff2', '.txt']);

export function isAssetPath(pathname) {
  return assetExtensions.has(path.extname(pathname).toLowerCase());
}

export function cacheControlFor(fileName) {
  return hashedFile.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function fileIfExists(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, runtimeDir?: string | null, label?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, runtimeDir = null, label = dir }) {
  const root = path.resolve(dir);
  const runtimeRoot = runtimeDir ? path.resolve(runtimeDir) : null;
  const gzipCache = new Map();

  const resolveFile = async (pathname) => {
    const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const inside = (base) => {
      const candidate = path.join(base, relative);
      return candidate.startsWith(base) ? candidate : null;
    };
    // Runtime files (config.json, remotes.json) are not part of the build: they come first.
    for (const base of [runtimeRoot, root]) {
      if (!base) continue;
      const candidate = inside(base);
      if (candidate && (await fileIfExists(candidate))) return candidate;
    }
    // `/r/ivan.petrov` is a page; `/main.0123abcd.js` that is not there is not.
    if (spa && !isAssetPath(relative)) return path.join(root, 'index.html');
    return null;
  };

  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const file = await resolveFile(pathname === '/' ? '/index.html' : pathname);
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        response.end('Not found');
        return;
      }
      const extension = path.extname(file);
      let body = await readFile(file);
      const headers = {
        'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(path.basename(file)),
        Vary: 'Accept-Encoding',
      };
      if (compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        const cacheable = hashedFile.test(file);
        const cached = cacheable ? gzipCache.get(file) : undefined;
        body = cached ?? gzipSync(body, { level: 6 });
        if (cacheable && !cached) gzipCache.set(file, body);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${port}`;
  return {
    url,
    label,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

async function main() {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const server = await startStaticServer({
    dir: arg('dir', 'dist'),
    port: Number(arg('port', '3000')),
    spa: process.argv.includes('--spa'),
    runtimeDir: arg('runtime-dir', null),
    host: arg('host', '127.0.0.1'),
  });
  console.log(`serving ${arg('dir', 'dist')} on ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// No top-level await: the module is also imported (synchronously) by the e2e helpers.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
