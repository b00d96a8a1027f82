import type { LoanTerm } from './term-scale';

/** Russian plural of a count: 1 день, 2 дня, 5 дней, 11 дней, 21 день. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const dayForms = ['день', 'дня', 'дней'] as const;
const weekForms = ['неделя', 'недели', 'недель'] as const;

export const formatTerm = (term: LoanTerm): string =>
  term.unit === 'days' ? `${term.days} ${plural(term.days, dayForms)}` : `${term.weeks} ${plural(term.weeks, weekForms)}`;

const rubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

/** 30000 → «30 000 ₽» (with the non-breaking spaces Intl uses). */
export const formatRubles = (amount: number): string => rubles.format(amount);
