export { creditFormLimits, formLimits, loanFormLimits } from './constants';
export type { FormLimits, SliderLimits } from './constants';
export { formatRubles, formatTerm } from './format';
export { daysPerYear, positionOf, termAt } from './term-scale';
export type { LoanTerm } from './term-scale';
export { choiceAddress, choiceFromQuery, choiceParams, defaultLoanChoice, readLoanChoice, saveLoanChoice } from './choice';
export type { LoanChoice } from './choice';
export { formTexts } from './texts';
