/**
 * How a part's files are served, written once for both servers: nginx in production
 * (deploy/nginx, rendered from these values) and the Node server on a development machine
 * (server.ts). Same cache rules, same fallbacks, same headers.
 */
import { serverBuildFolder } from '@microloans/shared-contracts/remotes';

/** A missing file with one of these extensions is a 404; any other missing path is a page of the app. */
export const assetExtensions = ['js', 'mjs', 'css', 'map', 'json', 'png', 'svg', 'ico', 'woff2', 'txt'] as const;

export const isAssetPath = (pathname: string) => new RegExp(`\\.(${assetExtensions.join('|')})$`, 'i').test(pathname);

/** `/1.2.0+lq3k2/…`: a published version's folder, immutable once published. */
export const versionFolderPattern = '^/[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?\\+[0-9A-Za-z.-]+/';

/** `/1.2.0+lq3k2/server/…`: a version's server side (the render host loads it); never served. */
export const isServerBuildPath = (pathname: string): boolean => new RegExp(`${versionFolderPattern}${serverBuildFolder}/`).test(pathname);

export const versionOfPath = (pathname: string): string | null => new RegExp(versionFolderPattern).exec(pathname)?.[0].slice(1, -1) ?? null;

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  /** Always revalidated (ETag / Last-Modified → 304 when unchanged). */
  mutable: 'no-cache',
} as const;

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** Only on HTML documents: nobody frames our pages (clickjacking); CSP says so too. */
export const documentHeaders = { 'X-Frame-Options': 'DENY' } as const;

export type CspSources = {
  /** Origins of the remotes the shell loads code from. */
  remoteOrigins: string[];
  /** The API's origin (and the logger's and the visit tracker's, when elsewhere). */
  connectOrigins: string[];
  /** The analytics counter's script origin. */
  scriptOrigins: string[];
  /** `'sha256-…'` of the page's inline scripts (the shell's first frame). */
  scriptHashes: string[];
};

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * The page's Content-Security-Policy: scripts only from itself, the remotes and the counter (and
 * the first frame's inline script by its hash); calls only to them and the API; no framing, no
 * plugins, no `<base>`. `style-src 'unsafe-inline'` stays: antd computes its styles at run time.
 */
export function contentSecurityPolicy({ remoteOrigins, connectOrigins, scriptOrigins, scriptHashes }: CspSources): string {
  const scripts = unique(["'self'", ...scriptHashes, ...remoteOrigins, ...scriptOrigins]);
  const connect = unique(["'self'", ...remoteOrigins, ...connectOrigins, ...scriptOrigins]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `style-src ${unique(["'self'", "'unsafe-inline'", ...remoteOrigins]).join(' ')}`,
    `img-src ${unique(["'self'", 'data:', 'https:', ...remoteOrigins]).join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin part of a URL (`http://127.0.0.1:4000/logs` → `http://127.0.0.1:4000`); null for none. */
export const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
