import type { ActivityDto } from 'shared-contracts/api';
import { formatLoanTerm, formatRubles } from 'shared-contracts/format';

/** «15 000 ₽ на 2 недели», with what is missing said in words. */
export function activityLoan({ amount, term }: Pick<ActivityDto, 'amount' | 'term'>): string {
  if (amount === null && term === null) return 'Сумма и срок не указаны';
  if (amount === null) return `Сумма не указана, срок ${formatLoanTerm(term ?? 0)}`;
  if (term === null) return `${formatRubles(amount)}, срок не указан`;
  return `${formatRubles(amount)} на ${formatLoanTerm(term)}`;
}

