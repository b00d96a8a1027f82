import type { RedirectDto } from '@microloans/shared-contracts/api';
import { findRedirect } from '../app/route-steps/find-redirect';
import { redirectOutcome } from '../app/route-steps/redirect-rule';

export type ServerRedirect = { status: 301 | 302; location: string };

/**
 * A server-defined redirect answered as an HTTP redirect: only to a path of this site, by the same
 * rule as the browser's route step (`redirectOutcome`). A rule that leaves the site is left to the
 * page (the browser follows it only when the rule marks it external, and refuses it otherwise,
 * saying so); one that points at its own page would loop and is ignored.
 */
export function serverRedirect(url: URL, rules: readonly RedirectDto[]): ServerRedirect | null {
  const rule = findRedirect(rules, url.pathname);
  const outcome = rule ? redirectOutcome(rule, url) : null;
  return outcome?.kind === 'inside' ? { status: outcome.status, location: outcome.path } : null;
}
