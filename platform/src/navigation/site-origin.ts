let serverOrigin = '';

/**
 * The site's own address (`https://example.ru`): the page's in the browser; on the server, the
 * public origin the render process was given (`setSiteOrigin`), never a request's Host.
 */
export function siteOrigin(): string {
  return globalThis.location?.origin ?? serverOrigin;
}

/** The render process says where the site lives (it has no `location`). */
export function setSiteOrigin(origin: string): void {
  serverOrigin = origin;
}
