import { allSettled, type Scope } from 'effector';
import { data, redirect, type LoaderFunctionArgs } from '@microloans/platform/router';
import { $isAuthenticated } from '@microloans/platform';
import type { BlockedRoutesDto } from '@microloans/shared-contracts/api';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { guardRedirect } from '../app/guard-redirect';
import { isBlocked } from '../app/route-steps/blocked-routes';
import { routeStepsApi } from '../app/route-steps/api';
import { $routeListsReadByServer, routeListsReadByServer, type RouteListsReadByServer } from '../app/route-steps/route-lists';
import { serverBudgets } from '@microloans/shared-contracts/server-budgets';
import type { PageRequest } from './page-request';
import { within } from './within';

/** The route's lists are read again after this long, as the browser's route step does. */
const routeListsFreshMs = 5000;

/** A list the whole process reads, kept a few seconds: every page needs it, and it is the same for every visitor. */
function keptFewSeconds<Data>(read: () => Promise<Data>, now: () => number): () => Promise<Data> {
  let kept: { readAt: number; answer: Promise<Data> } | null = null;
  return () => {
    if (!kept || now() - kept.readAt > routeListsFreshMs) kept = { readAt: now(), answer: read() };
    return kept.answer;
  };
}

/**
 * The route's lists as the server reads them, together and within one budget: the redirect rules
 * and, for a route operators can switch off, the list of switched-off routes, each kept for the
 * whole process a few seconds. They go into the page's scope, so they travel with the page and the
 * browser does not ask again. A list that fails or is late is none.
 */
export function createRouteLists(now: () => number = Date.now) {
  const currentRedirects = keptFewSeconds(
    () => routeStepsApi.redirects().then((answer) => (Array.isArray(answer) ? answer : []), () => []),
    now,
  );
  const currentBlocked = keptFewSeconds(
    () => routeStepsApi.blockedRoutes().then((answer): BlockedRoutesDto | null => (Array.isArray(answer?.paths) ? answer : null), () => null),
    now,
  );

  return async function readRouteLists({ route }: PageRequest, scope: Scope): Promise<RouteListsReadByServer> {
    const guarded = route?.definition.guards.includes('blacklist-protect') ?? false;
    const read = await within(Promise.all([currentRedirects(), guarded ? currentBlocked() : null]), serverBudgets.routeListsMs);
    if (read === 'late') return { redirects: [], blocked: null };
    const lists = { redirects: read[0], blocked: read[1] };
    // Into the page's state: the browser applies the same lists to the page it takes over.
    await allSettled(routeListsReadByServer, { scope, params: lists });
    return lists;
  };
}

/** What a server render hands its route steps: the request as read once, and the page's scope. */
export type ServerRouteContext = { request: PageRequest; scope: Scope };

/**
 * The route steps that decide a page's answer, run by a server render before it draws, by the
 * browser's own rules: a route the operators switched off is a 404 (its screen and its status);
 * the guards' redirect (`guardRedirect`) is an HTTP redirect. The steps that belong to the
 * visitor's browser (their tokens, tracking, the counter) run there after it takes the page over.
 * One loader for every request: the request and its scope come as the router's request context.
 */
export function serverRootLoader({ context }: LoaderFunctionArgs): null {
  const {
    request: { route, address },
    scope,
  } = context as ServerRouteContext;
  const guards = route?.definition.guards ?? [];
  // In the browser's order (root-loader.ts): a switched-off route does not exist, whoever asks.
  if (guards.includes('blacklist-protect') && isBlocked(scope.getState($routeListsReadByServer)?.blocked?.paths ?? [], address.pathname)) throw data('blocked', { status: 404 });
  const elsewhere = guardRedirect(guards, { isAuthenticated: scope.getState($isAuthenticated), pathname: address.pathname, search: address.search, projectMode: runtimeConfig().projectMode });
  if (elsewhere) throw redirect(elsewhere);
  return null;
}
