/**
 * What a server render hands to the browser beside its HTML: the scope's serialised values (by
 * sid) and the router's loader data, so the browser hydrates from the same state instead of
 * loading it again. Written as a JSON data block (never run, so the page's CSP needs no exception).
 */
export type ServerState = {
  scope: Record<string, unknown>;
  /** The routes' loader data. */
  loaderData: Record<string, unknown> | null;
  /**
   * The routes' errors when the render ended in a route's error screen (a switched-off route's
   * 404): as JSON, an error response keeps what the screen reads of it (status, statusText, data),
   * so the browser's router starts in the same state and hydrates that screen.
   */
  routeErrors?: Record<string, unknown> | null;
  /**
   * The version of each remote whose server side drew part of the page: the browser takes the
   * page over with the same one while `remotes.json` still serves it (a release or a page kept a
   * moment by the micro-cache in between would otherwise hydrate another version's HTML).
   */
  drawnWith?: Record<string, string>;
};

/** The element's id: the browser reads the state from it (shell/src/app/server-rendered.ts). */
export const serverStateElementId = 'server-state';

export const serverState = (
  scope: Record<string, unknown>,
  loaderData: Record<string, unknown> | null,
  drawnWith: Record<string, string> = {},
  routeErrors: Record<string, unknown> | null = null,
): ServerState => ({
  scope,
  loaderData,
  drawnWith,
  routeErrors,
});

/**
 * JSON safe inside `<script>`: no value can end the element or open a comment, and the line
 * separators JavaScript once refused are escaped too. `JSON.parse` reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data block itself. */
export const serverStateScript = (state: ServerState): string =>
  `<script type="application/json" id="${serverStateElementId}">${scriptSafeJson(state)}</script>`;
