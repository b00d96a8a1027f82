import { routeStepsApi } from './api';
import { createApiQuery } from '@microloans/platform';

/** The server's list of routes switched off (`GET /routes/blacklist`), cached 5 s by the query layer. */
export const blockedRoutesQuery = createApiQuery({ name: 'shell.blockedRoutes', handler: () => routeStepsApi.blockedRoutes(), sameForEveryone: true });

/** `/profile` blocks `/profile` only; `/profile/*` blocks it and everything under it. */
export function isBlocked(paths: readonly string[], pathname: string): boolean {
  return paths.some((pattern) =>
    pattern.endsWith('/*')
      ? pathname === pattern.slice(0, -2) || pathname.startsWith(pattern.slice(0, -1))
      : pathname === pattern || pathname === `${pattern}/`,
  );
}
