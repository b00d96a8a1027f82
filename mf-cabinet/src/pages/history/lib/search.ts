import type { LeadStatus } from '@microloans/shared-contracts/api';
import { isLeadStatus } from '../../../entities/activity';

/** What the history's query string holds: the page (from 1) and the status filter. */
export type HistorySearch = { page: number; status: LeadStatus | null };

/** The server answers no page beyond this one. */
const lastPageAsked = 10_000;

/** `?page=2&status=approved`; anything else (a missing, broken or unknown value) reads as its default. */
export function readHistorySearch(params: URLSearchParams): HistorySearch {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastPageAsked) : 1,
    status: isLeadStatus(status) ? status : null,
  };
}

/**
 * The query string for another page or filter, keeping any other parameter of `current`; the first
 * page and «all statuses» are left out, so the plain address is the first page of everything.
 */
export function historySearch(current: URLSearchParams, { page, status }: HistorySearch): string {
  const params = new URLSearchParams(current);
  params.delete('page');
  params.delete('status');
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many pages `total` items make (at least one). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page numbers a pager shows: the first, the last, the current one and its neighbours, with a
 * gap for each run left out (a run of one is shown instead: a gap would hide a single number).
 */
export function pagerItems(current: number, pages: number): Array<number | 'gap'> {
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  for (const page of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
