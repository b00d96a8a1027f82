/**
 * Russian decimal numbers written by hand, digit for digit what `Intl.NumberFormat('ru-RU')` writes
 * (groups of three joined by U+00A0, a decimal comma, half away from zero on the decimal the number
 * prints as), except that a value that rounds to zero reads «0» where Intl writes «-0».
 * Why not Intl: a page's first `Intl.NumberFormat` loads the browser's locale data, a median of
 * 183 ms at 4× CPU in Chromium (e2e/bench/locale-data-cost.ts), on the main thread of every page
 * that shows an amount — the calculator on `/` among them.
 */
import { nbsp } from './nbsp';

export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits: number };

/** From here on JavaScript writes a number with an exponent (1e+21), not with its digits. */
const largest = 1e21;

const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, nbsp);

/**
 * 30000 → «30 000», 1500.5 → «1 501»: what formatNumber writes with no fraction digits, in the few
 * bytes the first page can afford (half away from zero is Math.round on the size: a whole number
 * and a half is exact in a double, so the binary and the printed decimal round alike).
 */
export function formatInteger(value: number): string {
  const whole = Math.round(Math.abs(value));
  return whole < largest ? `${value < 0 && whole ? '-' : ''}${grouped(String(whole))}` : '—';
}

/**
 * 1234.5 → «1 234,5» (maximumFractionDigits 2); 92.3 → «92,30» (minimum 2); −1234 → «-1 234».
 * Exact while the value times 10^maximumFractionDigits stays below 2^53 (nine hundred trillion
 * rubles with kopecks); «—» for what is not a finite number below 10^21.
 */
export function formatNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits }: FractionDigits): string {
  const size = Math.abs(value);
  if (!(size * 10 ** maximumFractionDigits < largest)) return '—';
  // `${size}e2` moves the point in the decimal the number prints as: 1.005 rounds to 1.01, as Intl
  // does, where 1.005 × 100 would give 100.49999999999999. Below 10⁻⁶ JavaScript prints an exponent.
  const scaled = Math.round(Number(`${size < 1e-6 ? 0 : size}e${maximumFractionDigits}`));
  const digits = String(scaled).padStart(maximumFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maximumFractionDigits);
  let fraction = digits.slice(whole.length);
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${value < 0 && scaled ? '-' : ''}${grouped(whole)}${fraction && `,${fraction}`}`;
}
