import { lazyModule } from '@microloans/ui-kit';

/** Loaded only when an operator opens `/ops`: nothing of it is on a borrower's page. */
export const OpsPage = lazyModule(() => import('./ops-page'));
