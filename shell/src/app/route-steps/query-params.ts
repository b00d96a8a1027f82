import { readStored, storageKeys, writeStored } from '@microloans/shared-contracts/storage';

/**
 * Step 5: the query parameters of the visit (utm tags, click ids, `type`…) are kept under
 * `get_params`, except `q` (a search text, not a tracking parameter). New values override older
 * ones, so the tags of the landing page survive later navigations without a query.
 */
export function saveQueryParams(search: string): void {
  const params = new URLSearchParams(search);
  params.delete('q');
  if ([...params.keys()].length === 0) return;
  const saved = readStored<Record<string, string>>(storageKeys.getParams) ?? {};
  writeStored(storageKeys.getParams, { ...saved, ...Object.fromEntries(params) });
}
