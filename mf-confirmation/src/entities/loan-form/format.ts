import { formatLoanTerm, formatRubles, plural, type WordForms } from 'shared-contracts/format';
import type { LoanTerm } from './term-scale';

export { formatRubles };

const yearForms: WordForms = ['год', 'года', 'лет'];

/**
 * 7 → «7 дней», 6 weeks → «6 недель» (the one wording of a loan term, shared with the cabinet's
 * history); a credit's years → «1 год», «2 года», «5 лет».
 */
export const formatTerm = (term: LoanTerm): string =>
  term.unit === 'years' ? `${term.years} ${plural(term.years, yearForms)}` : formatLoanTerm(term.days);
