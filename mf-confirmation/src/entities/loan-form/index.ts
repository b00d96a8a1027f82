export { creditFormLimits, loanFormLimits } from './constants';
export { formatRubles, formatTerm } from './format';
export { positionOf, termAt } from './term-scale';
export type { LoanTerm } from './term-scale';
export { readLoanChoice, saveLoanChoice } from './choice';
export type { LoanChoice } from './choice';
