export { creditFormLimits, loanFormLimits } from './constants';
export { formatRubles, formatTerm } from './format';
export { positionOf, termAt } from './term-scale';
export type { LoanTerm } from './term-scale';
