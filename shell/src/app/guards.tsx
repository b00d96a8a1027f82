import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@microloans/platform/router';
import { isShopwindowScenario, links } from '@microloans/shared-contracts/routes';
import { $isAuthenticated, loyaltySettingsQuery } from '@microloans/platform';
import { RemoteLoading } from '../shared/federation/remote-loading';
import type { GuardName } from './route-table';

export type GuardedProps = { guards: readonly GuardName[]; children: ReactNode };

/**
 * The shop window opens only for a known application: `scenario` (lead|duplicate, or
 * pdl_lead|pdl_duplicate after a PD link) and `uuid`.
 */
export function shopwindowAllowed(search: string): boolean {
  const query = new URLSearchParams(search);
  return isShopwindowScenario(query.get('scenario')) && Boolean(query.get('uuid'));
}

/**
 * Route guards rendered around a page (SPEC §2, §6). `blacklist-protect` and `blog-protect` run
 * earlier, in the root loader, because they decide before anything renders.
 */
export function Guarded({ guards, children }: GuardedProps) {
  const isAuthenticated = useUnit($isAuthenticated);
  const location = useLocation();

  if (guards.includes('protect') && !isAuthenticated) {
    return <Navigate replace to={links.authReturningTo(location.pathname + location.search)} />;
  }
  if (guards.includes('shopwindow') && !shopwindowAllowed(location.search)) {
    return <Navigate replace to={links.applyForLoan} />;
  }
  if (guards.includes('loyalty-protect')) return <LoyaltyGuard>{children}</LoyaltyGuard>;
  return <>{children}</>;
}

/** The loyalty programme's pages need `isActive`; others go to their profile. */
function LoyaltyGuard({ children }: { children: ReactNode }) {
  const { settings, failed, start } = useUnit({
    settings: loyaltySettingsQuery.$data,
    failed: loyaltySettingsQuery.$failed,
    start: loyaltySettingsQuery.start,
  });
  const missing = settings === null;
  useEffect(() => {
    if (missing) start();
  }, [missing, start]);
  if (missing && !failed) return <RemoteLoading minHeight={400} />;
  if (settings?.isActive !== true) return <Navigate replace to="/profile" />;
  return <>{children}</>;
}
