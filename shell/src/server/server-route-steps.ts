import { allSettled, type Scope } from 'effector';
import { data, matchRoutes, redirect, type LoaderFunctionArgs } from '@microloans/platform/router';
import { $isAuthenticated } from '@microloans/platform';
import { links } from '@microloans/shared-contracts/routes';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { shopwindowAllowed } from '../app/guards';
import { blockedRoutesQuery, isBlocked } from '../app/route-steps/blocked-routes';
import { routeTable } from '../app/route-table';
import { within } from './within';

/** The server waits this long for the list of switched-off routes; then nothing is blocked. */
export const blockedListWaitMs = 500;

/**
 * The route steps that decide a page's answer, run by a server render before it draws: a route
 * the operators switched off is a 404 (its screen and its status), a lending route of a blog-mode
 * site goes to `/`, a borrower's page without a session goes to sign-in and the shop window without
 * its application to the application, as the page's guards would send them. Server-defined redirects were answered before (redirects.ts); the steps that
 * belong to the visitor's browser (their tokens, tracking, the counter) run there after it takes
 * the page over. The list read here travels with the page, so the browser does not ask again.
 */
export function createServerRootLoader(scope: Scope) {
  return async function serverRootLoader({ request }: LoaderFunctionArgs) {
    const { pathname, search } = new URL(request.url);
    const matched = matchRoutes([...routeTable], pathname)?.at(-1)?.route;
    const guards = matched && 'guards' in matched ? matched.guards : [];
    if (guards.includes('blog-protect') && runtimeConfig().projectMode === 'blog') throw redirect('/');
    // As the page's guards would send the visitor on (guards.tsx), answered as HTTP redirects.
    if (guards.includes('protect') && !scope.getState($isAuthenticated)) throw redirect(links.authReturningTo(pathname + search));
    if (guards.includes('shopwindow') && !shopwindowAllowed(search)) throw redirect(links.applyForLoan);
    if (guards.includes('blacklist-protect')) {
      await within(allSettled(blockedRoutesQuery.start, { scope }), blockedListWaitMs);
      const blocked = scope.getState(blockedRoutesQuery.$data);
      if (isBlocked(blocked?.paths ?? [], pathname)) throw data('blocked', { status: 404 });
    }
    return null;
  };
}
