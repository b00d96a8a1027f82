import { historySearch, readHistorySearch } from './search';

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
