import { activitiesApi } from '../../entities/activity';
import { createApiQuery } from 'platform';

/** Counts of the signed-in borrower's applications by status. */
export const applicationsSummaryQuery = createApiQuery({
  name: 'cabinet.applicationsSummary',
  handler: () => activitiesApi.summary(),
});
