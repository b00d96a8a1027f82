import { apiClient } from '@microloans/platform';
import type { ActivitiesParams, ActivitiesSummaryDto, ActivityDto, PagedItemsDto } from '@microloans/shared-contracts/api';

/** SPEC §7 "other" row: GET /activities, /activities/summary. */
export const activitiesApi = {
  /** The user's applications, newest first; `status` narrows them. */
  list: (params: ActivitiesParams = {}): Promise<PagedItemsDto<ActivityDto>> =>
    apiClient.get<PagedItemsDto<ActivityDto>>('/activities', { params }).then((r) => r.data),
  summary: (): Promise<ActivitiesSummaryDto> =>
    apiClient.get<ActivitiesSummaryDto>('/activities/summary').then((r) => r.data),
};
