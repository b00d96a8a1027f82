import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { links } from 'shared-contracts/routes';
import { $isAuthenticated } from 'shared-contracts/session';
import type { GuardName } from './route-table';

export type GuardedProps = { guards: readonly GuardName[]; children: ReactNode };

/** Route guards. Issue #4 completes loyalty and shop-window rules; `protect` is here already. */
export function Guarded({ guards, children }: GuardedProps) {
  const isAuthenticated = useUnit($isAuthenticated);
  const location = useLocation();
  if (guards.includes('protect') && !isAuthenticated) {
    return <Navigate replace to={links.authReturningTo(location.pathname + location.search)} />;
  }
  return <>{children}</>;
}
