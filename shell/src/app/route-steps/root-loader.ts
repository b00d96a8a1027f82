import { allSettled, scopeBind, type Scope } from 'effector';
import { data, matchPath, matchRoutes, redirect, type LoaderFunctionArgs } from '@microloans/platform/router';
import { ensureToken, loadModule, loyaltySettingsQuery, routeChanged, type ApiQuery, $isAuthenticated, $user, profileQuery } from '@microloans/platform';
import { routePaths } from '@microloans/shared-contracts/routes';
import { reportPageView } from '../../shared/analytics/install-counter';
import { runtimeConfig } from '../../shared/runtime/runtime-config';
import { guardRedirect } from '../guard-redirect';
import { routeTable } from '../route-table';
import { blockedRoutesQuery, isBlocked } from './blocked-routes';
import { createPageHeadStep } from './page-head';
import { saveQueryParams } from './query-params';
import { $routeListsReadByServer } from './route-lists';
import { findRedirect, serverRedirectsQuery } from './server-redirects';

/** A route step never holds a navigation longer than this for a server list. */
const listWaitMs = 1500;

/**
 * The global route steps (SPEC §2), in order, before every navigation renders:
 * 1 token and profile loading · 2 client id (tracked at start) · 3 form type from the query ·
 * 4 anonymous token · 5 query parameters except `q` · 6 previous route · 7 referral ·
 * 8 server redirects; then the blocked-routes check (`blacklist-protect`), the guards' one rule
 * (`guardRedirect`: `blog-protect`, `protect`, `shopwindow`) and the loyalty settings a
 * `loyalty-protect` page needs; last, the head (title, description) of the page that is about to
 * render.
 */
export function createRootLoader(scope: Scope, { afterServerRender = false } = {}) {
  /**
   * A server list for this navigation. The first navigation waits for it (at most `listWaitMs`;
   * a slow or failing server means no list: nothing redirected, nothing blocked) — unless the
   * server drew the page, whose state carries the lists it read. Later ones use
   * the list already on the page at once and refresh it through the cache in the background, so
   * an in-app navigation never waits for the server's lists: a rule changed on the server applies
   * from the navigation after the refresh.
   */
  async function readList<Data>(query: ApiQuery<void, Data>, fromServer: boolean, readByServer: Data | null = null): Promise<Data | null> {
    const held = scope.getState(query.$data) ?? readByServer;
    // The page the server drew came with the list it read: taken over as it is, not asked again.
    if (fromServer && held !== null) return held;
    const read = allSettled(query.start, { scope });
    if (held !== null) return held;
    await Promise.race([read, new Promise((resolve) => setTimeout(resolve, listWaitMs))]);
    return scope.getState(query.$data);
  }

  const reportRoute = scopeBind(routeChanged, { scope });
  const loadProfile = scopeBind(profileQuery.start, { scope });
  const loadLoyalty = scopeBind(loyaltySettingsQuery.start, { scope });

  const showPageHead = createPageHeadStep();

  // The counter counts the first page itself (init); later in-app navigations are hits.
  let lastUrl: string | null = null;
  // A page the server drew already has its route and its head (they came with its state): the
  // first run, right after the browser took it over, does not set them again.
  let pageFromServer = afterServerRender;

  return async function rootLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    if (lastUrl !== null && lastUrl !== here) reportPageView(url.href, { referer: new URL(lastUrl, url.origin).href });
    lastUrl = here;
    const fromServer = pageFromServer;
    pageFromServer = false;

    // 1. A signed-in borrower whose profile is not on the page yet gets it loaded (cached 5 s).
    if (scope.getState($isAuthenticated) && !scope.getState($user)) loadProfile();
    // 2. The client id is asked for once per visit at start (session visit tracking).
    // 3 and 6. Form type and previous route are kept by the navigation model.
    if (!fromServer) reportRoute({ pathname: url.pathname, search: url.search });
    // 4. Every borrower has at least an anonymous token before pages call the API.
    void ensureToken().catch(() => undefined);
    // 5. Tracking parameters of the visit.
    saveQueryParams(url.search);

    // 7. Referral links: the code is kept (when it is one), and the borrower lands on `/`.
    const referral = matchPath(routePaths.rHash, url.pathname);
    if (referral) {
      // Its code comes with a referral link, not with every first page.
      const { keepReferralCode } = await loadModule(() => import('./referral'));
      keepReferralCode(referral.params.hash ?? '');
      throw redirect('/');
    }

    // 8. Server-defined redirects: an in-site target is followed; another site only when the rule
    // marks it external. The blocked-routes list (checked after) is asked for at the same time:
    // two waits, not one after the other.
    const matched = matchRoutes([...routeTable], url.pathname)?.at(-1)?.route;
    const guardedByList = Boolean(matched && 'guards' in matched && matched.guards.includes('blacklist-protect'));
    const readByServer = scope.getState($routeListsReadByServer);
    const blockedList = guardedByList ? readList(blockedRoutesQuery, fromServer, readByServer?.blocked ?? null) : Promise.resolve(null);
    const rules = await readList(serverRedirectsQuery, fromServer, readByServer?.redirects ?? null);
    const rule = findRedirect(Array.isArray(rules) ? rules : [], url.pathname);
    if (rule) {
      // The rule and the navigation's refusal come with the first rule that applies (most visits meet none).
      const [{ redirectOutcome }, { openExternal, reportRefusedNavigation }] = await Promise.all([
        loadModule(() => import('./redirect-rule')),
        loadModule(() => import('@microloans/shared-contracts/navigation')),
      ]);
      const outcome = redirectOutcome(rule, url);
      if (outcome.kind === 'inside') throw redirect(outcome.path);
      if (outcome.kind === 'outside' && openExternal(outcome.url, { permitted: true, source: 'server-redirect' })) return null;
      if (outcome.kind === 'refused') reportRefusedNavigation('server-redirect', rule.to, outcome.target);
    }

    // blacklist-protect: operators can switch routes off; a switched-off route does not exist.
    if (guardedByList) {
      const blocked = await blockedList;
      if (isBlocked(blocked?.paths ?? [], url.pathname)) throw data('blocked', { status: 404 });
    }
    // blog-protect, protect, shopwindow: the guards' one rule, before the page renders.
    const elsewhere = guardRedirect(matched && 'guards' in matched ? matched.guards : [], {
      isAuthenticated: scope.getState($isAuthenticated),
      pathname: url.pathname,
      search: url.search,
      projectMode: runtimeConfig().projectMode,
    });
    if (elsewhere) throw redirect(elsewhere);
    // loyalty-protect: the programme's pages need its settings, asked for now (the guard around
    // the page waits for them, then lets the borrower in or sends them to their profile).
    if (matched && 'guards' in matched && matched.guards.includes('loyalty-protect') && scope.getState(loyaltySettingsQuery.$data) === null) loadLoyalty();
    // The head (title, description) of the page that renders next: the route's own, or the 404's
    // for a path that is no route. A page with content from the API sets the content's own later.
    if (!fromServer) showPageHead(url.pathname, matched && 'name' in matched ? matched.name : null, runtimeConfig().projectMode);
    return null;
  };
}
