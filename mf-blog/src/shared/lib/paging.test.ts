import { pageCount, pagerItems, pageSearch, readPage } from './paging';

test('the page is read from the address; anything else is the first page', () => {
  expect(readPage(new URLSearchParams('page=3'))).toBe(3);
  for (const broken of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) expect(readPage(new URLSearchParams(broken))).toBe(1);
  expect(readPage(new URLSearchParams('page=99999'))).toBe(10_000);
});

test('the address of a page keeps other parameters and leaves the first page out', () => {
  expect(pageSearch(new URLSearchParams('utm_source=x&page=2'), 1)).toBe('?utm_source=x');
  expect(pageSearch(new URLSearchParams(''), 3)).toBe('?page=3');
  expect(pageSearch(new URLSearchParams('page=3'), 1)).toBe('');
});

test('pages and the pager’s numbers', () => {
  expect(pageCount(0, 6)).toBe(1);
  expect(pageCount(13, 6)).toBe(3);
  expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
});
