export { creditFormLimits, loanFormLimits } from './constants';
export { formatRubles, formatTerm, plural } from './format';
export { positionOf, termAt } from './term-scale';
export type { LoanTerm } from './term-scale';
