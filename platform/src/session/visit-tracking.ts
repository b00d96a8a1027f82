/**
 * Visit tracking (SPEC §7): a GET to the third-party tracker answers the browser's `clientUuid`.
 * Plain `fetch`, not the API client: the tracker is not our API and gets no bearer token.
 */
export type VisitTracking = {
  /** Tracker URL from `config.json`; none turns tracking off. */
  url: string | null;
  userAgent: string;
};

/** Self-declared crawlers and link previewers; their visits are not tracked. */
const botUserAgent =
  /bot\b|bot\/|crawler|spider|slurp|yandex(?:images|metrika|direct|mobilebot)|googlebot|bingpreview|facebookexternalhit|mediapartners|lighthouse|pagespeed|telegrambot|whatsapp|vkshare/i;

export const isBotUserAgent = (userAgent: string): boolean => botUserAgent.test(userAgent);

export async function requestClientUuid(url: string, known: string | null): Promise<string> {
  const target = new URL(url, globalThis.location?.href);
  if (known) target.searchParams.set('clientUuid', known);
  const response = await fetch(target, { headers: { Accept: 'application/json' }, credentials: 'omit' });
  if (!response.ok) throw new Error(`visit tracker answered ${response.status}`);
  const body = (await response.json()) as { clientUuid?: unknown };
  if (typeof body.clientUuid !== 'string' || !body.clientUuid) throw new Error('visit tracker sent no clientUuid');
  return body.clientUuid;
}
