import type { LeadStatus } from '@microloans/shared-contracts/api';
import { pageSearch, readPage } from '@microloans/shared-contracts/pagination';
import { isLeadStatus } from '../../../entities/activity';

/** What the history's query string holds: the page (from 1) and the status filter. */
export type HistorySearch = { page: number; status: LeadStatus | null };

/** `?page=2&status=approved`; anything else (a missing, broken or unknown value) reads as its default. */
export function readHistorySearch(params: URLSearchParams): HistorySearch {
  const status = params.get('status');
  return { page: readPage(params), status: isLeadStatus(status) ? status : null };
}

/**
 * The query string for another page or filter, keeping any other parameter of `current`; the first
 * page and «all statuses» are left out, so the plain address is the first page of everything.
 */
export function historySearch(current: URLSearchParams, { page, status }: HistorySearch): string {
  const params = new URLSearchParams(current);
  params.delete('status');
  if (status) params.set('status', status);
  return pageSearch(params, page);
}
