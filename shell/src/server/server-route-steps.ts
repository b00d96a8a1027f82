import { allSettled, type Scope } from 'effector';
import { data, redirect } from '@microloans/platform/router';
import { $isAuthenticated } from '@microloans/platform';
import type { RedirectDto } from '@microloans/shared-contracts/api';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { guardRedirect } from '../app/guard-redirect';
import { blockedRoutesQuery, isBlocked } from '../app/route-steps/blocked-routes';
import { routeStepsApi } from '../app/route-steps/api';
import { redirectsReadByServer } from '../app/route-steps/server-redirects';
import { serverBudgets } from '@microloans/shared-contracts/server-budgets';
import type { PageRequest } from './page-request';
import { within } from './within';

/** The server-defined redirects are read again after this long, as the browser's route step does. */
export const redirectsFreshMs = 5000;

/**
 * The route's lists as the server reads them, together and within one budget: the redirect rules
 * (kept for the whole process a few seconds, as every page needs them) and, for a route operators
 * can switch off, the list of switched-off routes. Both go into the page's scope, so they travel
 * with the page and the browser does not ask again. A list that fails or is late is none.
 */
export function createRouteLists(now: () => number = Date.now) {
  let redirects: { readAt: number; rules: Promise<RedirectDto[]> } | null = null;

  function currentRedirects(): Promise<RedirectDto[]> {
    if (!redirects || now() - redirects.readAt > redirectsFreshMs) {
      const rules = routeStepsApi.redirects().then(
        (answer) => (Array.isArray(answer) ? answer : []),
        () => [],
      );
      redirects = { readAt: now(), rules };
    }
    return redirects.rules;
  }

  return async function readRouteLists({ route }: PageRequest, scope: Scope): Promise<{ redirects: RedirectDto[] }> {
    const guarded = route?.definition.guards.includes('blacklist-protect') ?? false;
    const read = await within(Promise.all([currentRedirects(), guarded ? allSettled(blockedRoutesQuery.start, { scope }) : null]), serverBudgets.routeListsMs);
    if (read === 'late') return { redirects: [] };
    // Into the page's state: the browser applies the same rules to the page it takes over.
    await allSettled(redirectsReadByServer, { scope, params: read[0] });
    return { redirects: read[0] };
  };
}

/**
 * The route steps that decide a page's answer, run by a server render before it draws, by the
 * browser's own rules: a route the operators switched off is a 404 (its screen and its status);
 * the guards' redirect (`guardRedirect`) is an HTTP redirect. The steps that belong to the
 * visitor's browser (their tokens, tracking, the counter) run there after it takes the page over.
 */
export function createServerRootLoader({ route, address }: PageRequest, scope: Scope) {
  return function serverRootLoader() {
    const guards = route?.definition.guards ?? [];
    // In the browser's order (root-loader.ts): a switched-off route does not exist, whoever asks.
    if (guards.includes('blacklist-protect') && isBlocked(scope.getState(blockedRoutesQuery.$data)?.paths ?? [], address.pathname)) throw data('blocked', { status: 404 });
    const elsewhere = guardRedirect(guards, { isAuthenticated: scope.getState($isAuthenticated), pathname: address.pathname, search: address.search, projectMode: runtimeConfig().projectMode });
    if (elsewhere) throw redirect(elsewhere);
    return null;
  };
}
