import { daysPerYear } from '@microloans/shared-contracts/format';
import type { FormType } from '@microloans/shared-contracts/routes';
import { creditFormLimits, loanFormLimits } from './constants';

/** Loan positions up to 30 are days; 31 is 6 weeks, each next position two weeks more, 40 is 24 weeks. */
const lastDayPosition = 30;
const firstWeeks = 6;
const weeksPerPosition = 2;
/**
 * A credit's term is in years on the slider and in days for the server (a lead's `term` is days
 * for every form type); the year is shared-contracts' `daysPerYear`, so every page words it alike.
 */
export { daysPerYear };

export type LoanTerm =
  | { unit: 'days'; days: number }
  | { unit: 'weeks'; weeks: number; days: number }
  | { unit: 'years'; years: number; days: number };

const clampPosition = (position: number, limits: { min: number; max: number }) =>
  Math.min(limits.max, Math.max(limits.min, Math.round(position)));

/** The term a loan slider position stands for (SPEC §9: days = weeks × 7). */
function loanTermAt(position: number): LoanTerm {
  const clamped = clampPosition(position, loanFormLimits.term);
  if (clamped <= lastDayPosition) return { unit: 'days', days: clamped };
  const weeks = firstWeeks + (clamped - lastDayPosition - 1) * weeksPerPosition;
  return { unit: 'weeks', weeks, days: weeks * 7 };
}

/** The loan slider position of a term in days (the nearest one for days no position has). */
function loanPositionOf(days: number): number {
  if (days <= lastDayPosition) return Math.max(loanFormLimits.term.min, Math.round(days));
  let best: number = loanFormLimits.term.max;
  for (let position = lastDayPosition + 1; position <= loanFormLimits.term.max; position += 1) {
    if (Math.abs(loanTermAt(position).days - days) < Math.abs(loanTermAt(best).days - days)) best = position;
  }
  return best;
}

/** The term a slider position of the form type stands for: loans in days or weeks, credits in years. */
export function termAt(position: number, type: FormType = 'loans'): LoanTerm {
  if (type === 'loans') return loanTermAt(position);
  const years = clampPosition(position, creditFormLimits.term);
  return { unit: 'years', years, days: years * daysPerYear };
}

/** The slider position of a term in days, for the form type (the nearest one for days no position has). */
export function positionOf(days: number, type: FormType = 'loans'): number {
  if (type === 'loans') return loanPositionOf(days);
  return clampPosition(days / daysPerYear, creditFormLimits.term);
}
