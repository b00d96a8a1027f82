import { logWarning } from '@microloans/platform';
import { decideNavigation, type NavigationDecision } from './decide-navigation';

/** Where a navigation from data came from, for the log. */
export type NavigationSource = 'server-redirect' | 'sign-in-return' | 'referral' | 'content-link' | 'lender-offer';

const currentOrigin = () => globalThis.location?.origin ?? 'null';

/** A refused navigation is logged (WARN) with its source and reason, never followed. */
export function reportRefusedNavigation(source: NavigationSource, target: unknown, decision: NavigationDecision): void {
  void logWarning('Переход по адресу из данных отклонён', {
    source,
    target: typeof target === 'string' ? target.slice(0, 300) : typeof target,
    decision: decision.kind === 'refused' ? decision.reason : `${decision.kind}-not-permitted`,
  });
}

/**
 * The in-site path `target` leads to, or `fallback` when it leads anywhere else (logged). For
 * targets that may only stay inside: the sign-in `to` parameter, an in-site server redirect.
 */
export function insidePathOr(target: unknown, fallback: string, source: NavigationSource): string {
  const decision = decideNavigation(target, currentOrigin());
  if (decision.kind === 'inside') return decision.path;
  if (target !== null && target !== undefined && target !== '') reportRefusedNavigation(source, target, decision);
  return fallback;
}

/**
 * Leaves the site only with explicit permission (SPEC §2): `permitted` is the caller's statement
 * that this exact target was approved (a server redirect marked external, a lender's offer the
 * borrower chose). The target must resolve to another site over http(s); anything else is refused
 * and logged. Returns whether the page navigated.
 */
export function openExternal(
  target: string,
  { permitted, source, newTab = false }: { permitted: boolean; source: NavigationSource; newTab?: boolean },
): boolean {
  const decision = decideNavigation(target, currentOrigin());
  if (!permitted || decision.kind !== 'outside') {
    reportRefusedNavigation(source, target, decision);
    return false;
  }
  if (newTab) globalThis.open?.(decision.url, '_blank', 'noopener,noreferrer');
  else globalThis.location.assign(decision.url);
  return true;
}
