import type { RedirectDto } from '@microloans/shared-contracts/api';
import { decideNavigation, type NavigationDecision } from '@microloans/shared-contracts/navigation/decide';

/** What a server-defined redirect rule does to the page it is for. */
export type RedirectOutcome =
  /** A page of this site: an HTTP redirect on the server, the router's redirect in the browser. */
  | { kind: 'inside'; path: string; status: 301 | 302 }
  /** Another site, and the rule marks it external: the browser leaves, with that permission. */
  | { kind: 'outside'; url: string }
  /** Not followed (reported): another site the rule does not mark external, or no usable target. */
  | { kind: 'refused'; target: NavigationDecision }
  /** The rule points at the page it is for: following it would loop. */
  | { kind: 'ignored' };

/**
 * The one rule for a server-defined redirect, decided on the resolved URL (the contract's
 * `decideNavigation`), for the server's answer and the browser's route step alike. The server
 * answers `inside` itself and leaves the rest to the page; the browser loads this module only
 * when a rule applies (most visits meet none).
 */
export function redirectOutcome(rule: RedirectDto, url: URL): RedirectOutcome {
  const target = decideNavigation(rule.to, url.origin);
  if (target.kind === 'inside') {
    if (new URL(target.path, url.origin).pathname === url.pathname) return { kind: 'ignored' };
    return { kind: 'inside', path: target.path, status: rule.permanent ? 301 : 302 };
  }
  if (target.kind === 'outside' && rule.external) return { kind: 'outside', url: target.url };
  return { kind: 'refused', target };
}
