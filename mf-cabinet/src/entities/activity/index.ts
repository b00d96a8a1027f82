export { activitiesApi } from './api';
export { activitiesSummaryQuery, recentActivitiesQuery, statusTitles } from './model';
