import { choiceFromQuery, creditFormLimits, formatRubles, formatTerm, formLimits, loanFormLimits, positionOf, readLoanChoice, saveLoanChoice, termAt } from './index';

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

test('a credit\'s term is in years on the slider (1..7) and in days (× 365) for the server', () => {
  expect(termAt(2, 'credits')).toEqual({ unit: 'years', years: 2, days: 730 });
  expect(termAt(0, 'credits')).toEqual({ unit: 'years', years: 1, days: 365 });
  expect(termAt(9, 'credits')).toEqual({ unit: 'years', years: 7, days: 2555 });
  for (let position = 1; position <= 7; position += 1) expect(positionOf(termAt(position, 'credits').days, 'credits')).toBe(position);
  expect(positionOf(400, 'credits')).toBe(1);
  expect(positionOf(10, 'credits')).toBe(1);
  expect(['1 год', '2 года', '4 года', '5 лет', '7 лет']).toEqual([1, 2, 4, 5, 7].map((years) => formatTerm(termAt(years, 'credits'))));
  expect(formLimits.credits).toBe(creditFormLimits);
  expect(formLimits.loans).toBe(loanFormLimits);
});

describe('the calculator\'s last choice (loansForm)', () => {
  beforeEach(() => localStorage.clear());

  test('each form type has its own, the loan one keeping its first shape; defaults when there is none', () => {
    expect(readLoanChoice('loans')).toEqual({ amount: 30000, term: 7, formType: 'loans' });
    expect(readLoanChoice('credits')).toEqual({ amount: 200000, term: 730, formType: 'credits' });
    saveLoanChoice({ amount: 31000, term: 42, formType: 'loans' });
    expect(JSON.parse(localStorage.getItem('loansForm') ?? 'null')).toEqual({ amount: 31000, term: 42 });
    saveLoanChoice({ amount: 4999000, term: 2555, formType: 'credits' });
    expect(JSON.parse(localStorage.getItem('loansForm') ?? 'null')).toEqual({ amount: 31000, term: 42, credits: { amount: 4999000, term: 2555 } });
    expect(readLoanChoice('loans')).toEqual({ amount: 31000, term: 42, formType: 'loans' });
    expect(readLoanChoice('credits')).toEqual({ amount: 4999000, term: 2555, formType: 'credits' });
  });

  test('a stored choice is kept within its form\'s limits: amount on the range and step, a term the slider has', () => {
    localStorage.setItem('loansForm', JSON.stringify({ amount: 250000, term: 45, credits: { amount: 10, term: 9999 } }));
    expect(readLoanChoice('loans')).toEqual({ amount: 100000, term: 42, formType: 'loans' });
    expect(readLoanChoice('credits')).toEqual({ amount: 10000, term: 2555, formType: 'credits' });
    localStorage.setItem('loansForm', JSON.stringify('garbage'));
    expect(readLoanChoice('credits')).toEqual({ amount: 200000, term: 730, formType: 'credits' });
  });
});

describe('the choice an address carries (the calculator sent as a plain form)', () => {
  test('amount and slider position become the choice, kept within the limits', () => {
    expect(choiceFromQuery(new URLSearchParams('amount=15000&termPosition=31'), 'loans')).toEqual({ amount: 15000, term: 42, formType: 'loans' });
    expect(choiceFromQuery(new URLSearchParams('amount=999999999&termPosition=-5'), 'loans')).toEqual({ amount: 100000, term: 1, formType: 'loans' });
    expect(choiceFromQuery(new URLSearchParams('amount=250000&termPosition=3'), 'credits')).toEqual({ amount: 250000, term: 3 * 365, formType: 'credits' });
  });
  test.each(['', 'amount=15000', 'termPosition=3', 'amount=abc&termPosition=3', 'amount=<script>&termPosition=1'])('none in «%s»', (query) => {
    expect(choiceFromQuery(new URLSearchParams(query), 'loans')).toBeNull();
  });
});
