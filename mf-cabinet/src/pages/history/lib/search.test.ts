import { historySearch, pageCount, pagerItems, readHistorySearch } from './search';

const read = (query: string) => readHistorySearch(new URLSearchParams(query));

test('the page and the status come from the query; broken values read as the defaults', () => {
  expect(read('')).toEqual({ page: 1, status: null });
  expect(read('page=3&status=approved')).toEqual({ page: 3, status: 'approved' });
  expect(read('page=0')).toEqual({ page: 1, status: null });
  expect(read('page=-2')).toEqual({ page: 1, status: null });
  expect(read('page=2.5')).toEqual({ page: 1, status: null });
  expect(read('page=abc&status=deleted')).toEqual({ page: 1, status: null });
  expect(read('page=99999999')).toEqual({ page: 10000, status: null });
});

test('another page or filter keeps the other parameters; the first page of all is the plain address', () => {
  const current = new URLSearchParams('page=4&status=pending&utm_source=mail');
  expect(historySearch(current, { page: 5, status: 'pending' })).toBe('?utm_source=mail&status=pending&page=5');
  expect(historySearch(new URLSearchParams('page=4'), { page: 1, status: null })).toBe('');
  expect(historySearch(new URLSearchParams(''), { page: 1, status: 'rejected' })).toBe('?status=rejected');
});

test('pages: at least one', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
  expect(pageCount(504, 20)).toBe(26);
});

test('the pager shows the first, the last, the current and its neighbours, with gaps', () => {
  expect(pagerItems(1, 1)).toEqual([1]);
  expect(pagerItems(1, 26)).toEqual([1, 2, 'gap', 26]);
  expect(pagerItems(3, 26)).toEqual([1, 2, 3, 4, 'gap', 26]);
  expect(pagerItems(4, 26)).toEqual([1, 2, 3, 4, 5, 'gap', 26]);
  expect(pagerItems(13, 26)).toEqual([1, 'gap', 12, 13, 14, 'gap', 26]);
  expect(pagerItems(26, 26)).toEqual([1, 'gap', 25, 26]);
  expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
});
