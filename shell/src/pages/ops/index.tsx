import { lazy } from 'react';

/** Loaded only when an operator opens `/ops`: nothing of it is on a borrower's page. */
export const OpsPage = lazy(() => import('./ops-page'));
