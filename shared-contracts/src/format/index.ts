/**
 * Russian number and word forms, the same in every part: a count's noun (1 день, 2 дня, 5 дней),
 * whole numbers with the Russian group separator, rubles. Every space inside a value is
 * non-breaking, so a narrow phone screen never wraps «30 000 ₽» across lines.
 */
import { nbsp } from './nbsp';
import { formatInteger } from './number';

export { nbsp } from './nbsp';
export { formatInteger, formatNumber, type FractionDigits } from './number';

/** The noun's forms after 1, after 2–4, after 5–20: ['день', 'дня', 'дней']. */
export type WordForms = readonly [one: string, few: string, many: string];

/**
 * The form of a noun after a whole count: 1 день, 2 дня, 5 дней, 11 дней, 21 день, 111 дней. A
 * count with a fraction takes the form of the whole number it is shown as (rounded, as
 * `formatInteger` shows it): «2 монеты» for 1.6, never «2 монета».
 */
export function plural(count: number, [one, few, many]: WordForms): string {
  const whole = Math.round(Math.abs(count));
  const tens = whole % 100;
  const units = whole % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}


/** 1250 → «1 250 монет»: the count as `formatInteger` shows it, and the noun's form for that count. */
export const formatCount = (count: number, forms: WordForms, separator: string = nbsp): string =>
  `${formatInteger(count)}${separator}${plural(count, forms)}`;

/** 30000 → «30 000 ₽». */
export const formatRubles = (amount: number): string => `${formatInteger(amount)}${nbsp}₽`;

const dayForms: WordForms = ['день', 'дня', 'дней'];
const weekForms: WordForms = ['неделя', 'недели', 'недель'];
const daysPerWeek = 7;
/** Terms up to this many days read in days; longer whole weeks read in weeks (SPEC §9). */
const longestTermInDays = 30;

/** A loan term in days as the calculator words it: 7 → «7 дней», 42 → «6 недель», 45 → «45 дней». */
export function formatLoanTerm(days: number): string {
  if (days > longestTermInDays && days % daysPerWeek === 0) {
    const weeks = days / daysPerWeek;
    return `${weeks} ${plural(weeks, weekForms)}`;
  }
  return `${days} ${plural(days, dayForms)}`;
}

const monthsGenitive = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** An ISO moment as a day in words, in the reader's time zone: «10 сентября 2024»; «—» for no date or a broken one. */
export function formatDay(iso: string | null | undefined): string {
  const moment = iso ? new Date(iso) : null;
  if (!moment || Number.isNaN(moment.getTime())) return '—';
  return `${moment.getDate()}${nbsp}${monthsGenitive[moment.getMonth()]}${nbsp}${moment.getFullYear()}`;
}

const yearForms: WordForms = ['год', 'года', 'лет'];
/** Days in a credit's year: a credit's term is chosen in years and sent in days (mf-confirmation's README). */
export const daysPerYear = 365;

/** 1 → «1 год», 2 → «2 года», 5 → «5 лет». */
export const formatYears = (years: number): string => `${years} ${plural(years, yearForms)}`;

/**
 * An application's term as its form words it: a loan's days as the calculator does
 * (`formatLoanTerm`), a credit's days in whole years («2 года»).
 */
export function formatApplicationTerm(days: number, formType: 'loans' | 'credits' = 'loans'): string {
  return formType === 'credits' ? formatYears(Math.max(1, Math.round(days / daysPerYear))) : formatLoanTerm(days);
}
