export { createApiQuery, dataKeyOf, queriesPurged, queryStaleAfterMs } from './create-api-query';
export type { ApiQuery } from './create-api-query';
export { queryKey } from './query-key';
export { useApiQuery } from './use-api-query';
export type { ApiQueryState } from './use-api-query';
