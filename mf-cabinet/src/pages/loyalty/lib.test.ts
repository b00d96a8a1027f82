import { formatDay } from '@microloans/shared-contracts/format';
import { expiringInWords, historyPageCount, historyPageHref, pagesAround, rateInWords, readHistoryPage, signedCoins } from './lib';

const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

test('the page comes from ?page=; anything but a whole number from 1 is page 1', () => {
  const read = (search: string) => readHistoryPage(new URLSearchParams(search));
  expect(read('')).toBe(1);
  expect(read('page=2')).toBe(2);
  expect(read('page=12&utm_source=ya')).toBe(12);
  expect(read('page=0')).toBe(1);
  expect(read('page=-3')).toBe(1);
  expect(read('page=2.5')).toBe(1);
  expect(read('page=abc')).toBe(1);
  expect(read('page=99999999999')).toBe(1);
});

test('page 1 is the bare /loyalty; the others carry ?page=', () => {
  expect(historyPageHref(1)).toBe('/loyalty');
  expect(historyPageHref(2)).toBe('/loyalty?page=2');
});

test('pages are counted up, and there is always one', () => {
  expect(historyPageCount(0, 10)).toBe(1);
  expect(historyPageCount(10, 10)).toBe(1);
  expect(historyPageCount(14, 10)).toBe(2);
  expect(historyPageCount(21, 10)).toBe(3);
});

test('up to 7 pages every number is shown; beyond, the ends and the neighbours with gaps', () => {
  expect(pagesAround(1, 1)).toEqual([1]);
  expect(pagesAround(2, 2)).toEqual([1, 2]);
  expect(pagesAround(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pagesAround(1, 20)).toEqual([1, 2, 'gap', 20]);
  expect(pagesAround(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  // A gap of one page shows that page instead.
  expect(pagesAround(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  expect(pagesAround(20, 20)).toEqual([1, 'gap', 19, 20]);
});

test('the rate reads in words', () => {
  expect(plain(rateInWords({ coins: 10, rubles: 1 }))).toBe('10 монет — это 1 рубль');
  expect(plain(rateInWords({ coins: 1, rubles: 2 }))).toBe('1 монета — это 2 рубля');
});

test('coins about to expire, with the day; nothing when none expire', () => {
  const expiresAt = '2026-12-31T12:00:00.000Z';
  expect(plain(expiringInWords({ amount: 200, expiresAt }))).toBe(`200 монет сгорят ${plain(formatDay(expiresAt))}`);
  expect(plain(expiringInWords({ amount: 21, expiresAt }))).toBe(`21 монета сгорит ${plain(formatDay(expiresAt))}`);
  expect(plain(expiringInWords({ amount: 3, expiresAt }))).toBe(`3 монеты сгорят ${plain(formatDay(expiresAt))}`);
  expect(expiringInWords({ amount: 0, expiresAt })).toBeNull();
  expect(expiringInWords(null)).toBeNull();
});

test('accruals read with «+», write-offs with a real minus, whatever the sign of the amount', () => {
  expect(plain(signedCoins({ type: 'accrual', amount: 500 }))).toBe('+500 монет');
  expect(plain(signedCoins({ type: 'write_off', amount: -150 }))).toBe('\u2212150 монет');
  expect(plain(signedCoins({ type: 'write_off', amount: 1 }))).toBe('\u22121 монета');
});
