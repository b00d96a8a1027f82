import type { RedirectDto } from '@microloans/shared-contracts/api';
import { decideNavigation } from '@microloans/shared-contracts/navigation/decide';
import { findRedirect } from '../app/route-steps/find-redirect';

export type ServerRedirect = { status: 301 | 302; location: string };

/**
 * A server-defined redirect answered as an HTTP redirect: only to a path of this site, decided by
 * the same function on the same resolved URL as the browser's route step. A rule that leaves the
 * site is left to the page (the browser follows it only when the rule marks it external, and
 * refuses it otherwise, saying so); one that points at its own page would loop and is ignored.
 */
export function serverRedirect(url: URL, rules: readonly RedirectDto[]): ServerRedirect | null {
  const rule = findRedirect(rules, url.pathname);
  if (!rule) return null;
  const target = decideNavigation(rule.to, url.origin);
  if (target.kind !== 'inside') return null;
  if (new URL(target.path, url.origin).pathname === url.pathname) return null;
  return { status: rule.permanent ? 301 : 302, location: target.path };
}
