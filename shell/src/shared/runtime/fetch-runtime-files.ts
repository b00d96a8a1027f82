/**
 * The runtime files' requests, started by the entry before the app's code is even downloaded, so
 * they travel while the browser fetches and evaluates the bundles. No imports: this runs before
 * Module Federation has negotiated the shared modules.
 */
export type RuntimeFileRequests = { config: Promise<unknown>; remotes: Promise<unknown> };

let requests: RuntimeFileRequests | null = null;

async function fetchJson(path: string): Promise<unknown> {
  // Served from the shell's own origin, never part of the build, revalidated on every load (an
  // unchanged file is a 304 to its ETag).
  const response = await fetch(path, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/** Starts both requests (once); later calls get the same ones. */
export function requestRuntimeFiles(): RuntimeFileRequests {
  if (!requests) {
    requests = { config: fetchJson('/config.json'), remotes: fetchJson('/remotes.json') };
    // Read by the app later; an early failure must not surface as an unhandled rejection first.
    requests.config.catch(() => undefined);
    requests.remotes.catch(() => undefined);
  }
  return requests;
}
