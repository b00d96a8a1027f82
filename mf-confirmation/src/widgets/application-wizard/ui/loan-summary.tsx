import { useUnit } from 'effector-react';
import { Link } from '@microloans/platform/router';
import { defaultFormType, routePaths } from '@microloans/shared-contracts/routes';
import { Flex, Typography } from '@microloans/ui-kit';
import { formatRubles, formatTerm, positionOf, termAt } from '../../../entities/loan-form';
import { $loan, $ownLoan, $restored } from '../../../features/application-wizard';

/**
 * What the application is for: the calculator's choice for a new one (with a way back to change
 * it), or a resumed application's (or a PD link's) own amount and term, which the calculator does
 * not change. A credit's term reads in years, a loan's in days or weeks.
 */
export function LoanSummary() {
  const [{ amount, term, formType }, ownLoan, restored] = useUnit([$loan, $ownLoan, $restored]);
  const calculator = formType === defaultFormType ? routePaths.main : `${routePaths.main}?type=${formType}`;
  return (
    <Flex justify="space-between" align="baseline" wrap gap={8} data-testid="loan-summary">
      {restored ? (
        <>
          <Typography.Text>
            <strong>{formatRubles(amount)}</strong> на <strong>{formatTerm(termAt(positionOf(term, formType), formType))}</strong>
          </Typography.Text>
          {ownLoan === null ? <Link to={calculator}>Изменить</Link> : null}
        </>
      ) : (
        // The choice lives in this browser (the page drawn on the server does not know it): its
        // line keeps its place until the browser brings it back.
        <Typography.Text aria-hidden>&nbsp;</Typography.Text>
      )}
    </Flex>
  );
}
