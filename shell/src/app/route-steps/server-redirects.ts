import { routeStepsApi } from './api';
import { createApiQuery } from '@microloans/platform';

export { findRedirect } from './find-redirect';

/** Server-defined redirects (`GET /redirects`), through the page's query layer (cached 5 s). */
export const serverRedirectsQuery = createApiQuery({ name: 'shell.serverRedirects', handler: () => routeStepsApi.redirects(), sameForEveryone: true });
