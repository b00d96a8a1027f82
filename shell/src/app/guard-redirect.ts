import type { ProjectMode } from '@microloans/shared-contracts/config';
import { isShopwindowScenario, links } from '@microloans/shared-contracts/routes';
import type { GuardName } from './route-table';

/** What a route's guards look at: who the visitor is, where they are, which kind of site this is. */
export type GuardFacts = { isAuthenticated: boolean; pathname: string; search: string; projectMode: ProjectMode };

/**
 * The shop window opens only for a known application: `scenario` (lead|duplicate, or
 * pdl_lead|pdl_duplicate after a PD link) and `uuid`.
 */
export function shopwindowAllowed(search: string): boolean {
  const query = new URLSearchParams(search);
  return isShopwindowScenario(query.get('scenario')) && Boolean(query.get('uuid'));
}

/**
 * Where a route's guards send the visitor instead (SPEC §2, §6), or null when they may stay: a
 * lending route of a blog-mode site goes to `/`, a borrower's page without a session to sign-in,
 * the shop window without its application to the application. The one rule for the server's
 * answer (an HTTP redirect), the browser's route step and the guard around the page (which also
 * follows a session that ends while the page is open). `blacklist-protect` and `loyalty-protect`
 * need data from the API and are decided where it is read.
 */
export function guardRedirect(guards: readonly GuardName[], { isAuthenticated, pathname, search, projectMode }: GuardFacts): string | null {
  if (guards.includes('blog-protect') && projectMode === 'blog') return '/';
  if (guards.includes('protect') && !isAuthenticated) return links.authReturningTo(pathname + search);
  if (guards.includes('shopwindow') && !shopwindowAllowed(search)) return links.applyForLoan;
  return null;
}
