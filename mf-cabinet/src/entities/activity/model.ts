import { createApiQuery } from 'platform';
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

/** Lead statuses in words (SPEC §4: approved, rejected, pending, empty). */
export const statusTitles = {
  approved: 'Одобрена',
  rejected: 'Отклонена',
  pending: 'На рассмотрении',
  empty: 'Не заполнена',
} as const;
