import { createEvent, createStore } from 'effector';
import type { RedirectDto } from '@microloans/shared-contracts/api';
import { routeStepsApi } from './api';
import { createApiQuery } from '@microloans/platform';

export { findRedirect } from './find-redirect';

/** Server-defined redirects (`GET /redirects`), through the page's query layer (cached 5 s). */
export const serverRedirectsQuery = createApiQuery({ name: 'shell.serverRedirects', handler: () => routeStepsApi.redirects(), sameForEveryone: true });

/** The render process read the rules for this page (from its own few seconds' copy). */
export const redirectsReadByServer = createEvent<RedirectDto[]>();

/**
 * The rules the server applied to this page: they travel with the page's state, and the browser's
 * first route step takes them over instead of asking again (null: the page was not drawn on the
 * server, or its lists came late).
 */
export const $redirectsReadByServer = createStore<RedirectDto[] | null>(null, { sid: 'shell.redirectsReadByServer', skipVoid: false }).on(
  redirectsReadByServer,
  (_, rules) => rules,
);
