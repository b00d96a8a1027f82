import { createApiQuery } from '@microloans/platform';
import type { LeadStatus } from '@microloans/shared-contracts/api';
import { activitiesApi } from './api';

/** The borrower's latest applications, newest first (SPEC §7 `/activities`). */
export const recentActivitiesQuery = createApiQuery({
  name: 'cabinet.recentActivities',
  handler: (limit: number) => activitiesApi.list({ page: 1, limit }),
});

/** Counts of the borrower's applications by status (`/activities/summary`). */
export const activitiesSummaryQuery = createApiQuery({
  name: 'cabinet.activitiesSummary',
  handler: () => activitiesApi.summary(),
});

/** Applications on one page of the history. */
export const historyPageSize = 10;

/** A page of the history (from 1), of one status or of all (`null`). */
export type ActivitiesPageParams = { page: number; status: LeadStatus | null };

/** One page of the borrower's applications, newest first; the server pages them. */
export const activitiesPageQuery = createApiQuery({
  name: 'cabinet.activitiesPage',
  handler: ({ page, status }: ActivitiesPageParams) =>
    activitiesApi.list(status ? { page, limit: historyPageSize, status } : { page, limit: historyPageSize }),
});
