import { useUnit } from 'effector-react';
import { Link } from 'platform/router';
import { Flex, Typography } from 'ui-kit';
import { formatRubles, formatTerm, positionOf, termAt } from '../../../entities/loan-form';
import { $loan, $ownLoan } from '../../../features/application-wizard/model';

/**
 * What the application is for: the calculator's choice for a new one (with a way back to change
 * it), or a resumed application's own amount and term, which the calculator does not change.
 */
export function LoanSummary() {
  const [{ amount, term }, ownLoan] = useUnit([$loan, $ownLoan]);
  return (
    <Flex justify="space-between" align="baseline" wrap gap={8} data-testid="loan-summary">
      <Typography.Text>
        <strong>{formatRubles(amount)}</strong> на <strong>{formatTerm(termAt(positionOf(term)))}</strong>
      </Typography.Text>
      {ownLoan === null ? <Link to="/">Изменить</Link> : null}
    </Flex>
  );
}
