/**
 * The activity entity's components. A second public entry beside `index.ts` because these need
 * `ui-kit/extra`: the main page's widget imports `index.ts` at once and this only lazily.
 */
export { ActivityItem, ActivityList } from './activity-list';
export type { ActivityItemProps, ActivityListProps } from './activity-list';
export { ActivityStatusTag } from './activity-status-tag';
export type { ActivityStatusTagProps } from './activity-status-tag';
