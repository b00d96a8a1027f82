import { formatRubles, plural, type WordForms } from 'shared-contracts/format';
import type { LoanTerm } from './term-scale';

export { formatRubles };

const dayForms: WordForms = ['день', 'дня', 'дней'];
const weekForms: WordForms = ['неделя', 'недели', 'недель'];

/** 7 → «7 дней», 6 weeks → «6 недель». */
export const formatTerm = (term: LoanTerm): string =>
  term.unit === 'days' ? `${term.days} ${plural(term.days, dayForms)}` : `${term.weeks} ${plural(term.weeks, weekForms)}`;
