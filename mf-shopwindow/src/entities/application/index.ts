export { applicationQuery, applicationStatusOf, useApplicationStatus } from './status';
export type { ApplicationStatus } from './status';
