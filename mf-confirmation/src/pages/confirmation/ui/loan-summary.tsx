import { Link } from 'shared-contracts/router';
import { Flex, Typography } from 'ui-kit';
import { formatRubles, formatTerm, positionOf, readLoanChoice, termAt } from '../../../entities/loan-form';

/** The calculator's choice the application is for, with a way back to change it. */
export function LoanSummary() {
  const { amount, term } = readLoanChoice();
  return (
    <Flex justify="space-between" align="baseline" wrap gap={8} data-testid="loan-summary">
      <Typography.Text>
        <strong>{formatRubles(amount)}</strong> на <strong>{formatTerm(termAt(positionOf(term)))}</strong>
      </Typography.Text>
      <Link to="/">Изменить</Link>
    </Flex>
  );
}
