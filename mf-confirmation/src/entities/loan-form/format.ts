import { formatLoanTerm, formatRubles } from 'shared-contracts/format';
import type { LoanTerm } from './term-scale';

export { formatRubles };

/** 7 → «7 дней», 6 weeks → «6 недель»: the one wording of a term, shared with the cabinet's history. */
export const formatTerm = (term: LoanTerm): string => formatLoanTerm(term.days);
