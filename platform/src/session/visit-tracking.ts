/**
 * Visit tracking (SPEC §7): a GET to the third-party tracker answers the browser's `clientUuid`.
 * Plain `fetch`, not the API client: the tracker is not our API and gets no bearer token.
 */
export type VisitTracking = {
  /** Tracker URL from `config.json`; none turns tracking off. */
  url: string | null;
  userAgent: string;
};

/**
 * Crawlers, link previewers, headless browsers and HTTP libraries: their visits are not tracked.
 * `isbot`'s maintained list, in a chunk of its own (~2 KB gzip) fetched when the visit is tracked,
 * during the first visit: it is counted in every route's first-load bytes. Named, so a test can
 * tell the moment the decision is made (the visit is tracked or not once the list has run).
 */
export const isBotUserAgent = async (userAgent: string): Promise<boolean> => (await import(/* webpackChunkName: "bot-list" */ 'isbot')).isbot(userAgent);

export async function requestClientUuid(url: string, known: string | null): Promise<string> {
  const target = new URL(url, globalThis.location?.href);
  if (known) target.searchParams.set('clientUuid', known);
  const response = await fetch(target, { headers: { Accept: 'application/json' }, credentials: 'omit' });
  if (!response.ok) throw new Error(`visit tracker answered ${response.status}`);
  const body = (await response.json()) as { clientUuid?: unknown };
  if (typeof body.clientUuid !== 'string' || !body.clientUuid) throw new Error('visit tracker sent no clientUuid');
  return body.clientUuid;
}
