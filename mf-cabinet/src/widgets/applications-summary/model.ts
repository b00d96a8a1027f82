import { activitiesApi } from 'shared-contracts/api';
import { createApiQuery } from 'shared-contracts/query';

/** Counts of the signed-in borrower's applications by status. */
export const applicationsSummaryQuery = createApiQuery({
  name: 'cabinet.applicationsSummary',
  handler: () => activitiesApi.summary(),
});
