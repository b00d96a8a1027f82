// A list's pages in the address (`?page=N`) and the numbers a pager shows.
/** The server answers no page beyond this one. */
export const lastPageAsked = 10_000;

/** `?page=2` (from 1); a missing or broken value reads as the first page, a page past 10 000 as page 10 000. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page')?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, lastPageAsked) : 1;
}

/**
 * The query string of another page, keeping any other parameter of `current`; the first page is
 * left out, so the plain address is the first page.
 */
export function pageSearch(current: URLSearchParams, page: number): string {
  const params = new URLSearchParams(current);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many pages `total` items make (at least one). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** A page number a pager shows, or a gap («…») for the numbers left out. */
export type PagerItem = number | 'gap';

/** Up to this many pages a phone has room for every number. */
const allShownUpTo = 7;

/**
 * The page numbers a pager shows: every one up to 7 pages; beyond, the first, the last, the
 * current one and its neighbours, with a gap for each run left out (a run of one is shown instead:
 * a gap would hide a single number).
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const shown = new Set([1, current - 1, current, current + 1, pages]);
  if (pages <= allShownUpTo) for (let page = 1; page <= pages; page += 1) shown.add(page);
  const sorted = [...shown].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
