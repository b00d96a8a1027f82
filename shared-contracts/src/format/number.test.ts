import { formatInteger, formatNumber, type FractionDigits } from './number';

/**
 * What the browser's own formatter writes, with its group separator pinned to U+00A0 (ICU builds
 * differ) and without the minus it writes before a zero («-0»: nobody owes «-0 ₽»).
 */
const intl = (value: number, digits: FractionDigits): string =>
  new Intl.NumberFormat('ru-RU', digits).format(value).replace(/\s/g, '\u00a0').replace(/^-(?=0(,0*)?$)/, '');

const settings: FractionDigits[] = [
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
];

test.each([
  [30000, { maximumFractionDigits: 0 }, '30\u00a0000'],
  [1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '1\u00a0234,50'],
  [92.345, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '92,35'],
  [0.75, { maximumFractionDigits: 2 }, '0,75'],
  [0.8, { maximumFractionDigits: 2 }, '0,8'],
  [999.995, { maximumFractionDigits: 2 }, '1\u00a0000'],
  [-1234, { maximumFractionDigits: 0 }, '-1\u00a0234'],
  [999_999_999_999_999_900_000, { maximumFractionDigits: 0 }, '999\u00a0999\u00a0999\u00a0999\u00a0999\u00a0900\u00a0000'],
  [-0.001, { maximumFractionDigits: 2 }, '0'],
  [-0.4, { maximumFractionDigits: 0 }, '0'],
  [-0, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '0,00'],
  [-0.5, { maximumFractionDigits: 0 }, '-1'],
  [1e-7, { maximumFractionDigits: 2 }, '0'],
])('%d with %o reads «%s»', (value, digits, text) => {
  expect(formatNumber(value, digits)).toBe(text);
  expect(formatNumber(value, digits)).toBe(intl(value, digits));
  if (digits.maximumFractionDigits === 0) expect(formatInteger(value)).toBe(text);
});

test('a value that is not a finite number, or too large to have whole digits, reads as a dash, not as «не число»', () => {
  expect(formatNumber(Number.NaN, { maximumFractionDigits: 0 })).toBe('—');
  expect(formatNumber(Number.NEGATIVE_INFINITY, { maximumFractionDigits: 2 })).toBe('—');
  expect(formatNumber(1e21, { maximumFractionDigits: 0 })).toBe('—');
  expect(formatInteger(Number.NaN)).toBe('—');
  expect(formatInteger(1e21)).toBe('—');
});

test('writes what Intl.NumberFormat("ru-RU") writes, for 40 000 values of every size and both signs', () => {
  // A fixed sequence (xorshift), so a failure names the same value on every run.
  let state = 0x2545f491;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const mismatches: string[] = [];
  for (let i = 0; i < 10_000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 16 - 6);
    const raw = next() * magnitude * (next() < 0.2 ? -1 : 1);
    // Half the values sit exactly on a rounding edge (…5 in the third or fourth decimal).
    const value = i % 2 === 0 ? raw : Number(`${Math.trunc(raw)}.${Math.floor(next() * 1000)}5`);
    for (const digits of settings) {
      const ours = formatNumber(value, digits);
      const theirs = intl(value, digits);
      if (ours !== theirs) mismatches.push(`${value} ${JSON.stringify(digits)}: ${ours} ≠ ${theirs}`);
    }
    const whole = formatInteger(value);
    if (whole !== intl(value, { maximumFractionDigits: 0 })) mismatches.push(`${value} formatInteger: ${whole}`);
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
});
