import { frameNoticeAt, type PageFrame } from '@microloans/shared-contracts/routes';
import { routeAt } from './route-match';
import type { LayoutName } from './route-table';

/** A row of index.html's table of framed pages (src/app/index-html.ts writes it): the words, and where they go. */
export type FramedPage = PageFrame & { path: string; layout: LayoutName; protect: boolean };


/**
 * The words and layout a route pattern opens with, if it is a framed page. The app reads them from
 * the table index.html carries for its own first frame instead of compiling them in (they would
 * weigh on every page, `/` included). None where the page has no table (a remote's standalone
 * page, a test without index.html).
 */
export function pageFrameOfPath(pattern: string): FramedPage | undefined {
  const rows = serverRows ?? (JSON.parse(globalThis.document?.getElementById('page-frames')?.textContent || '[]') as FramedPage[]);
  return rows.find((row) => row.path === pattern);
}

/** The table as the server has it (it has no index.html to read it from, but the module that writes it). */
let serverRows: readonly FramedPage[] | null = null;

/** A server render reads the table from here: the same rows index.html carries. */
export function setServerFramedPages(rows: readonly FramedPage[]): void {
  serverRows = rows;
}

/**
 * The first frame of the page at `pathname`: its words and its layout; none for a page without
 * fixed words, or one the visitor is about to be sent away from (a protected page, signed out), or
 * one whose notice the query does not name.
 * index.html's inline script decides the same from the same table.
 */
export function pageFrameAt(pathname: string, signedIn: boolean, search = ''): FramedPage | undefined {
  const route = routeAt(pathname);
  if (!route || (route.guards.includes('protect') && !signedIn)) return undefined;
  const frame = pageFrameOfPath(route.path);
  // A page that opens with a notice is framed only where the query names one.
  return frame?.notice && !frameNoticeAt(frame, search, signedIn) ? undefined : frame;
}
