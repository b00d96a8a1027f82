import {
  formatAmountRange,
  formatDailyRate,
  formatDays,
  formatLicense,
  formatProbability,
  formatTermRange,
} from './format';

/** Expectations mark each non-breaking space (U+00A0) as `_`; a plain space stays breakable. */
const nb = (text: string) => text.replace(/_/g, '\u00a0');

test('a single count of days is nominative: 1 день, 2 дня, 5 дней, 21 день', () => {
  expect(formatDays(1)).toBe(nb('1_день'));
  expect(formatDays(2)).toBe(nb('2_дня'));
  expect(formatDays(5)).toBe(nb('5_дней'));
  expect(formatDays(21)).toBe(nb('21_день'));
});

test('a term range ends in the genitive after «до»: до 30 дней, до 21 дня, до 2 дней', () => {
  expect(formatTermRange({ min: 5, max: 30 })).toBe(nb('от_5 до_30_дней'));
  expect(formatTermRange({ min: 1, max: 21 })).toBe(nb('от_1 до_21_дня'));
  expect(formatTermRange({ min: 1, max: 2 })).toBe(nb('от_1 до_2_дней'));
  expect(formatTermRange({ min: 3, max: 15 })).toBe(nb('от_3 до_15_дней'));
  expect(formatTermRange({ min: 61, max: 168 })).toBe(nb('от_61 до_168_дней'));
  expect(formatTermRange({ min: 10, max: 101 })).toBe(nb('от_10 до_101_дня'));
});

test('a term range with equal ends is one count', () => {
  expect(formatTermRange({ min: 7, max: 7 })).toBe(nb('7_дней'));
  expect(formatTermRange({ min: 1, max: 1 })).toBe(nb('1_день'));
});

test('an amount range reads «от … до … ₽» with no breakable space inside', () => {
  const text = formatAmountRange({ min: 1000, max: 30000 });
  expect(text).toBe(nb('от_1_000 до_30_000_₽'));
  expect(text.split(' ')).toEqual(['от\u00a01\u00a0000', 'до\u00a030\u00a0000\u00a0₽']);
  expect(formatAmountRange({ min: 15000, max: 15000 })).toBe(nb('15_000_₽'));
});

test('the daily rate has a decimal comma and «% в день»', () => {
  expect(formatDailyRate(0.8)).toBe(nb('0,8_% в_день'));
  expect(formatDailyRate(0.75)).toBe(nb('0,75_% в_день'));
  expect(formatDailyRate(0)).toBe(nb('0_% в_день'));
  expect(formatDailyRate(1)).toBe(nb('1_% в_день'));
});

test('approval probability is a whole percent within 0..100', () => {
  expect(formatProbability(92)).toBe(nb('92_%'));
  expect(formatProbability(45.6)).toBe(nb('46_%'));
  expect(formatProbability(140)).toBe(nb('100_%'));
  expect(formatProbability(-3)).toBe(nb('0_%'));
});

test('the licence line names the regulator', () => {
  expect(formatLicense('№ 1903045009101 от 12.03.2019')).toBe('Лицензия ЦБ\u00a0РФ № 1903045009101 от 12.03.2019');
});
