/**
 * The borrower's applications as the cabinet lists them: queries, status words, actions, texts.
 * Nothing here loads more than the platform and the contract, so the main page's widget can use it;
 * the components (they need `ui-kit/extra`) are in `./ui`.
 */
export { activitiesApi } from './api';
export { activitiesPageQuery, activitiesSummaryQuery, historyPageSize, recentActivitiesQuery } from './model';
export type { ActivitiesPageParams } from './model';
export { isLeadStatus, leadStatusOrder, leadStatuses } from './lib/statuses';
export type { LeadStatusWords } from './lib/statuses';
export { activityActionLabels, activityActions, copyApplicationLink, resumeApplicationLink } from './lib/actions';
export type { ActivityAction, ActivityActionKind } from './lib/actions';
export { activityLoan } from './lib/describe';
