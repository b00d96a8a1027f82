import type { RedirectDto } from '@microloans/shared-contracts/api';
import { routeStepsApi } from './api';
import { createApiQuery } from '@microloans/platform';

/** Server-defined redirects (`GET /redirects`), through the page's query layer (cached 5 s). */
export const serverRedirectsQuery = createApiQuery({ name: 'shell.serverRedirects', handler: () => routeStepsApi.redirects() });

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function findRedirect(rules: readonly RedirectDto[], pathname: string): RedirectDto | null {
  return rules.find((rule) => trimSlash(rule.from) === trimSlash(pathname)) ?? null;
}
