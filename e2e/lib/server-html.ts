import type { RemoteName } from '@microloans/shared-contracts/remotes';

/**
 * What a page the server sent says of how it was drawn: the root's mark, the versions of the
 * remotes whose server sides drew part of it (its state's `drawnWith`), and each remote's places as
 * React left them (`<!--$-->` drawn; `<!--$!-->` or `<!--$?-->` left to the browser).
 */
export const drawnByServer = (html: string): boolean => html.includes('<div id="root" data-server-rendered>');

export const drawnWith = (html: string): Record<string, string> => JSON.parse(/"drawnWith":(\{[^}]*\})/.exec(html)?.[1] ?? '{}') as Record<string, string>;

/** Each place `remote` fills on the page, in order: drawn by the server, or left to the browser. */
export function placesOf(html: string, remote: RemoteName): Array<'drawn' | 'browser'> {
  return [...html.matchAll(new RegExp(`data-remote-slot="${remote}"[^>]*>(<!--\\$[!?]?-->)?`, 'g'))].map((match) => (match[1] === '<!--$-->' ? 'drawn' : 'browser'));
}

/**
 * The version of `remote` that drew the page on the server: every place it fills was drawn, and the
 * state names that version; otherwise why not, in words a failure message can show.
 */
export function drawnVersion(html: string, remote: RemoteName): { version: string } | { not: string } {
  if (!drawnByServer(html)) return { not: 'not drawn on the server' };
  const places = placesOf(html, remote);
  if (places.length === 0) return { not: `no place of ${remote} on the page` };
  if (places.includes('browser')) return { not: `a place of ${remote} left to the browser (${places.join(', ')})` };
  const version = drawnWith(html)[remote];
  return version ? { version } : { not: `drawnWith names no version of ${remote}` };
}
