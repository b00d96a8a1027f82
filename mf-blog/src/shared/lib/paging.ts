/** The server answers no page beyond this one. */
const lastPageAsked = 10_000;

/** `?page=2` (from 1); a missing, broken or out-of-range value reads as the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, lastPageAsked) : 1;
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
