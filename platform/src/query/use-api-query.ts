import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import type { ApiError } from '../api';
import { dataKeyOf, type ApiQuery } from './create-api-query';
import { queryKey } from './query-key';

export type ApiQueryState<Data> = {
  /** The answer for these parameters; null until it arrives. */
  data: Data | null;
  error: ApiError | null;
  pending: boolean;
  /** Asks again (through the cache rule). */
  retry: () => void;
};

/**
 * Reads a query in a component, with the refetch rules of SPEC §9: mounting a component whose
 * data is already on the page sends no request (stale or not); new parameters go through the
 * cache (fresh answers reused, stale ones refetched); focus and reconnect do nothing.
 */
export function useApiQuery<Params, Data>(query: ApiQuery<Params, Data>, params: Params): ApiQueryState<Data> {
  const { data, error, pending, dataKey, start } = useUnit({
    data: query.$data,
    error: query.$error,
    pending: query.$pending,
    dataKey: dataKeyOf(query),
    start: query.start,
  });
  const key = queryKey(params);
  const mounted = useRef(false);

  useEffect(() => {
    const alreadyOnPage = !mounted.current && dataKey === key;
    mounted.current = true;
    // This hook is the query's binding to a component (as `useGate` is a model's): reading a query
    // where it is shown starts it.
    // eslint-disable-next-line no-restricted-syntax
    if (!alreadyOnPage) start(params);
    // Only a change of the parameters' key (not a new params object, not new data) restarts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    data: dataKey === key ? data : null,
    error: pending ? null : error,
    pending: pending || (dataKey !== key && error === null),
    retry: () => start(params),
  };
}
