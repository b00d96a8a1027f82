import { loanFormLimits } from './constants';

/** Positions up to 30 are days; 31 is 6 weeks, each next position two weeks more, 40 is 24 weeks. */
const lastDayPosition = 30;
const firstWeeks = 6;
const weeksPerPosition = 2;

export type LoanTerm = { unit: 'days'; days: number } | { unit: 'weeks'; weeks: number; days: number };

/** The term a slider position stands for (SPEC §9: days = weeks × 7). */
export function termAt(position: number): LoanTerm {
  const clamped = Math.min(loanFormLimits.term.max, Math.max(loanFormLimits.term.min, Math.round(position)));
  if (clamped <= lastDayPosition) return { unit: 'days', days: clamped };
  const weeks = firstWeeks + (clamped - lastDayPosition - 1) * weeksPerPosition;
  return { unit: 'weeks', weeks, days: weeks * 7 };
}

/** The slider position of a term in days (the nearest one for days no position has). */
export function positionOf(days: number): number {
  if (days <= lastDayPosition) return Math.max(loanFormLimits.term.min, Math.round(days));
  let best: number = loanFormLimits.term.max;
  for (let position = lastDayPosition + 1; position <= loanFormLimits.term.max; position += 1) {
    if (Math.abs(termAt(position).days - days) < Math.abs(termAt(best).days - days)) best = position;
  }
  return best;
}
