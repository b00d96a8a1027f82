import { createApiQuery, useApiQuery, type ApiError } from '@microloans/platform';
import { leadApi, type LeadStatus } from '@microloans/shared-contracts/api';

/**
 * `GET /leads/byUuid/{uuid}`: the application the shop window was opened for, read for its
 * status. Silent: the page says itself what a failure means.
 */
export const applicationQuery = createApiQuery({
  name: 'shopwindow.application',
  handler: (uuid: string) => leadApi.byUuid(uuid, { silent: true }).then(({ lead }) => lead),
});

/**
 * Where the application stands, as far as the page can know: its status; `not-found` when the
 * server knows no such application; `unknown` when it could not be read (another account's, no
 * connection) or is not the visitor's to read (not signed in); `loading` while it is being read.
 */
export type ApplicationStatus = LeadStatus | 'loading' | 'not-found' | 'unknown';

export function applicationStatusOf(status: LeadStatus | null, error: ApiError | null): ApplicationStatus {
  if (status) return status;
  if (!error) return 'loading';
  return error.status === 404 ? 'not-found' : 'unknown';
}

export function useApplicationStatus(uuid: string): ApplicationStatus {
  const { data, error } = useApiQuery(applicationQuery, uuid);
  return applicationStatusOf(data?.status ?? null, error);
}
