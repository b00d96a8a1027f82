import { pageCount, pagerItems, pageSearch, readPage } from './pages';

test('the page is read from the address; anything else is the first page, and no page is past 10 000', () => {
  const read = (search: string) => readPage(new URLSearchParams(search));
  expect(read('page=3')).toBe(3);
  expect(read('page=12&utm_source=ya')).toBe(12);
  expect(read('page=%2012%20')).toBe(12);
  for (const broken of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e3', 'page=0x10', 'page=٣']) expect(read(broken)).toBe(1);
  expect(read('page=99999')).toBe(10_000);
  expect(read('page=99999999999')).toBe(10_000);
});

test('the address of a page keeps other parameters and leaves the first page out', () => {
  expect(pageSearch(new URLSearchParams('utm_source=x&page=2'), 1)).toBe('?utm_source=x');
  expect(pageSearch(new URLSearchParams(''), 3)).toBe('?page=3');
  expect(pageSearch(new URLSearchParams('page=3'), 1)).toBe('');
  expect(pageSearch(new URLSearchParams('page=4&status=pending'), 5)).toBe('?status=pending&page=5');
});

test('pages are counted up, and there is always one', () => {
  expect(pageCount(0, 6)).toBe(1);
  expect(pageCount(6, 6)).toBe(1);
  expect(pageCount(13, 6)).toBe(3);
  expect(pageCount(504, 20)).toBe(26);
  expect(pageCount(5, 0)).toBe(5);
});

test('up to 7 pages every number is shown; beyond, the ends and the neighbours with gaps, never a gap of one page', () => {
  expect(pagerItems(1, 1)).toEqual([1]);
  expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
  expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pagerItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pagerItems(1, 26)).toEqual([1, 2, 'gap', 26]);
  expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  expect(pagerItems(4, 26)).toEqual([1, 2, 3, 4, 5, 'gap', 26]);
  expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pagerItems(13, 26)).toEqual([1, 'gap', 12, 13, 14, 'gap', 26]);
  expect(pagerItems(26, 26)).toEqual([1, 'gap', 25, 26]);
});
