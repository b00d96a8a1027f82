import { formatLoanTerm, formatRubles, formatYears } from '@microloans/shared-contracts/format';
import type { LoanTerm } from './term-scale';

export { formatRubles };

/**
 * 7 → «7 дней», 6 weeks → «6 недель» (the one wording of a loan term, shared with the cabinet's
 * history); a credit's years → «1 год», «2 года», «5 лет».
 */
export const formatTerm = (term: LoanTerm): string =>
  term.unit === 'years' ? formatYears(term.years) : formatLoanTerm(term.days);
