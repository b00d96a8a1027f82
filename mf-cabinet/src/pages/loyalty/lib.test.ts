import { formatDay } from '@microloans/shared-contracts/format';
import { expiringInWords, historyPageHref, rateInWords, signedCoins } from './lib';

const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

test('page 1 is the bare /loyalty; the others carry ?page=', () => {
  expect(historyPageHref(1)).toBe('/loyalty');
  expect(historyPageHref(2)).toBe('/loyalty?page=2');
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
