import { creditFormLimits, formatRubles, formatTerm, loanFormLimits, positionOf, termAt } from './index';

test.each([
  [1, { unit: 'days', days: 1 }],
  [7, { unit: 'days', days: 7 }],
  [30, { unit: 'days', days: 30 }],
  [31, { unit: 'weeks', weeks: 6, days: 42 }],
  [32, { unit: 'weeks', weeks: 8, days: 56 }],
  [33, { unit: 'weeks', weeks: 10, days: 70 }],
  [40, { unit: 'weeks', weeks: 24, days: 168 }],
])('position %i is %j', (position, term) => {
  expect(termAt(position)).toEqual(term);
});

test('positions outside 1..40 are clamped; positionOf inverts termAt', () => {
  expect(termAt(0)).toEqual({ unit: 'days', days: 1 });
  expect(termAt(41)).toEqual({ unit: 'weeks', weeks: 24, days: 168 });
  for (let position = 1; position <= 40; position += 1) expect(positionOf(termAt(position).days)).toBe(position);
  expect(positionOf(60)).toBe(32);
});

test('terms and amounts read in Russian', () => {
  expect(formatTerm(termAt(7))).toBe('7 дней');
  expect(formatTerm(termAt(21))).toBe('21 день');
  expect(formatTerm(termAt(31))).toBe('6 недель');
  expect(formatTerm(termAt(40))).toBe('24 недели');
  expect(formatRubles(30000).replace(/\s/g, ' ')).toBe('30 000 ₽');
});

test('the form constants are those of SPEC §9', () => {
  expect(loanFormLimits).toEqual({
    amount: { initial: 30000, min: 1000, max: 100000, step: 1000 },
    term: { initial: 7, min: 1, max: 40, step: 1 },
  });
  expect(creditFormLimits).toEqual({
    amount: { initial: 200000, min: 10000, max: 5000000, step: 1000 },
    term: { initial: 2, min: 1, max: 7, step: 1 },
  });
});
