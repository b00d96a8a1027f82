import { createEvent, createStore } from 'effector';
import type { BlockedRoutesDto, RedirectDto } from '@microloans/shared-contracts/api';

/** The route's lists a server render applied to its page: the redirect rules, and the switched-off routes when the route can be switched off. */
export type RouteListsReadByServer = { redirects: RedirectDto[]; blocked: BlockedRoutesDto | null };

/** The render process read the route's lists for this page (from its own few seconds' copy). */
export const routeListsReadByServer = createEvent<RouteListsReadByServer>();

/**
 * The lists the server applied to this page: they travel with the page's state, and the browser's
 * first route step takes them over instead of asking again (null: the page was not drawn on the
 * server, or its lists came late).
 */
export const $routeListsReadByServer = createStore<RouteListsReadByServer | null>(null, { sid: 'shell.routeListsReadByServer', skipVoid: false }).on(
  routeListsReadByServer,
  (_, lists) => lists,
);
