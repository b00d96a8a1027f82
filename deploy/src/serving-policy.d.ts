/**
 * How a part's files are served, written once for both servers: nginx in production
 * (deploy/nginx, rendered from these values) and the Node server on a development machine
 * (server.ts). Same cache rules, same fallbacks, same headers.
 */
/** A missing file with one of these extensions is a 404; any other missing path is a page of the app. */
export declare const assetExtensions: readonly ["js", "mjs", "css", "map", "json", "png", "svg", "ico", "woff2", "txt"];
export declare const isAssetPath: (pathname: string) => boolean;
/** `/1.2.0+lq3k2/…`: a published version's folder, immutable once published. */
export declare const versionFolderPattern = "^/[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?\\+[0-9A-Za-z.-]+/";
export declare const versionOfPath: (pathname: string) => string | null;
export declare const cacheControl: {
    readonly immutable: "public, max-age=31536000, immutable";
    /** Always revalidated (ETag / Last-Modified → 304 when unchanged). */
    readonly mutable: "no-cache";
};
export declare const securityHeaders: {
    readonly 'X-Content-Type-Options': "nosniff";
    readonly 'Referrer-Policy': "strict-origin-when-cross-origin";
};
/** Only on HTML documents: nobody frames our pages (clickjacking); CSP says so too. */
export declare const documentHeaders: {
    readonly 'X-Frame-Options': "DENY";
};
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
/**
 * The page's Content-Security-Policy: scripts only from itself, the remotes and the counter (and
 * the first frame's inline script by its hash); calls only to them and the API; no framing, no
 * plugins, no `<base>`. `style-src 'unsafe-inline'` stays: antd computes its styles at run time.
 */
export declare function contentSecurityPolicy({ remoteOrigins, connectOrigins, scriptOrigins, scriptHashes }: CspSources): string;
/** The origin part of a URL (`http://127.0.0.1:4000/logs` → `http://127.0.0.1:4000`); null for none. */
export declare const originOf: (url: string | null | undefined) => string | null;
