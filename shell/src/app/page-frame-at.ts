import { pageFrameOf, type PageFrame } from 'shared-contracts/routes';
import { routeAt } from './route-match';
import type { LayoutName } from './route-table';

export type FramedPage = { frame: PageFrame; layout: LayoutName };

/**
 * The first frame of the page at `pathname`: its words and its layout; none for a page without
 * fixed words, or one the visitor is about to be sent away from (a protected page, signed out).
 * index.html's inline script decides the same from the same table (first-frame.ts).
 */
export function pageFrameAt(pathname: string, signedIn: boolean): FramedPage | undefined {
  const route = routeAt(pathname);
  if (!route || (route.guards.includes('protect') && !signedIn)) return undefined;
  const frame = pageFrameOf(route.name);
  return frame ? { frame, layout: route.layout } : undefined;
}
