import { formatApplicationTerm, formatCount, formatDay, formatInteger, formatLoanTerm, formatRubles, formatYears, plural } from './index';

test.each([
  [0, 'дней'],
  [1, 'день'],
  [2, 'дня'],
  [4, 'дня'],
  [5, 'дней'],
  [11, 'дней'],
  [12, 'дней'],
  [14, 'дней'],
  [21, 'день'],
  [22, 'дня'],
  [25, 'дней'],
  [101, 'день'],
  [111, 'дней'],
  [112, 'дней'],
  [168, 'дней'],
])('%i %s', (count, word) => {
  expect(plural(count, ['день', 'дня', 'дней'])).toBe(word);
});

test('whole numbers and rubles keep every space non-breaking', () => {
  expect(formatInteger(1234567)).toBe('1\u00a0234\u00a0567');
  expect(formatRubles(30000)).toBe('30\u00a0000\u00a0₽');
  expect(formatRubles(100000)).toBe('100\u00a0000\u00a0₽');
  expect(formatRubles(500)).toBe('500\u00a0₽');
  expect(formatRubles(1500.4)).toBe('1\u00a0500\u00a0₽');
});

test.each([
  [1, '1 день'],
  [7, '7 дней'],
  [22, '22 дня'],
  [30, '30 дней'],
  [35, '5 недель'],
  [42, '6 недель'],
  [45, '45 дней'],
  [168, '24 недели'],
])('a term of %i days reads «%s»', (days, words) => {
  expect(formatLoanTerm(days)).toBe(words);
});

test('a day in words, and a dash for a missing or broken date', () => {
  expect(formatDay('2024-09-10T12:00:00')).toBe('10\u00a0сентября\u00a02024');
  expect(formatDay('2024-01-01T12:00:00')).toBe('1\u00a0января\u00a02024');
  expect(formatDay(null)).toBe('—');
  expect(formatDay('не дата')).toBe('—');
});

test('a credit reads its term in years; a loan as the calculator words it', () => {
  expect(formatYears(1)).toBe('1 год');
  expect(formatYears(2)).toBe('2 года');
  expect(formatYears(5)).toBe('5 лет');
  expect(formatApplicationTerm(730, 'credits')).toBe('2 года');
  expect(formatApplicationTerm(2555, 'credits')).toBe('7 лет');
  expect(formatApplicationTerm(42, 'loans')).toBe('6 недель');
  expect(formatApplicationTerm(42)).toBe('6 недель');
});

test('a count and its noun agree as the count is shown: a fraction takes the form of its rounded number', () => {
  const coins = ['монета', 'монеты', 'монет'] as const;
  expect(formatCount(1.6, coins)).toBe('2\u00a0монеты');
  expect(formatCount(1.4, coins)).toBe('1\u00a0монета');
  expect(formatCount(4.5, coins)).toBe('5\u00a0монет');
  expect(formatCount(-1.5, coins)).toBe('-2\u00a0монеты');
  expect(formatCount(21, coins, ' ')).toBe('21 монета');
  expect(formatCount(1250, coins)).toBe('1\u00a0250\u00a0монет');
  expect(plural(1.6, coins)).toBe('монеты');
});
