import { routeTable, type RouteDefinition } from './route-table';

/**
 * The route table's row for a path, as the router would choose it, for code that runs before the
 * router exists (the entry's early prefetch, the first frame). Data only: no React, nothing shared.
 */

/** `/blog/:slug` matches `/blog/abc`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

const staticSegments = (route: RouteDefinition) => route.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/** A static segment outranks a parameter, as in the router (`/blog/search` is not a post). */
export function routeAt(pathname: string): RouteDefinition | undefined {
  return routeTable
    .filter((candidate) => pathMatches(candidate.path, pathname))
    .sort((a, b) => staticSegments(b) - staticSegments(a))[0];
}
