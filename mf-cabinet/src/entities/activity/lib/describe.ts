import type { ActivityDto } from '@microloans/shared-contracts/api';
import { formatApplicationTerm, formatRubles } from '@microloans/shared-contracts/format';

/** «15 000 ₽ на 2 недели» (a credit: «200 000 ₽ на 2 года»), with what is missing said in words. */
export function activityLoan({ amount, term, formType }: Pick<ActivityDto, 'amount' | 'term' | 'formType'>): string {
  if (amount === null && term === null) return 'Сумма и срок не указаны';
  if (amount === null) return `Сумма не указана, срок ${formatApplicationTerm(term ?? 0, formType)}`;
  if (term === null) return `${formatRubles(amount)}, срок не указан`;
  return `${formatRubles(amount)} на ${formatApplicationTerm(term, formType)}`;
}

