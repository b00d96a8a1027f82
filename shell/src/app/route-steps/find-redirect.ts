import type { RedirectDto } from '@microloans/shared-contracts/api';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The server-defined redirect rule for a path (the first whose `from` is it, a trailing slash aside). */
export function findRedirect(rules: readonly RedirectDto[], pathname: string): RedirectDto | null {
  return rules.find((rule) => trimSlash(rule.from) === trimSlash(pathname)) ?? null;
}
