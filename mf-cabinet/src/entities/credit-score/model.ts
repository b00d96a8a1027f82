import { createApiQuery } from '@microloans/platform';
import { creditScoreApi } from './api';
import { toCreditScore } from './lib';

/** The signed-in borrower's credit score as the page shows it (SPEC §7 `/user/credit-score`). */
export const creditScoreQuery = createApiQuery({
  name: 'cabinet.creditScore',
  handler: () => creditScoreApi.get().then(toCreditScore),
});
