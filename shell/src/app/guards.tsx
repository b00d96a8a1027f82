import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@microloans/platform/router';
import { $isAuthenticated, loyaltySettingsQuery } from '@microloans/platform';
import { RemoteLoading } from '../shared/federation/remote-loading';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { guardRedirect } from './guard-redirect';
import type { GuardName } from './route-table';

export type GuardedProps = { guards: readonly GuardName[]; children: ReactNode };

/**
 * Route guards rendered around a page (SPEC §2, §6): the root loader applies the same rule before
 * the page renders (`guardRedirect`); here it follows the session while the page is open (a
 * sign-out, a session that could not be renewed).
 */
export function Guarded({ guards, children }: GuardedProps) {
  const isAuthenticated = useUnit($isAuthenticated);
  const { pathname, search } = useLocation();
  const elsewhere = guardRedirect(guards, { isAuthenticated, pathname, search, projectMode: runtimeConfig().projectMode });
  if (elsewhere) return <Navigate replace to={elsewhere} />;
  if (guards.includes('loyalty-protect')) return <LoyaltyGuard>{children}</LoyaltyGuard>;
  return <>{children}</>;
}

/**
 * The loyalty programme's pages need `isActive` (the root loader asks for it as the navigation
 * starts); others go to their profile.
 */
function LoyaltyGuard({ children }: { children: ReactNode }) {
  const { settings, failed } = useUnit({ settings: loyaltySettingsQuery.$data, failed: loyaltySettingsQuery.$failed });
  if (settings === null && !failed) return <RemoteLoading minHeight={400} />;
  if (settings?.isActive !== true) return <Navigate replace to="/profile" />;
  return <>{children}</>;
}
