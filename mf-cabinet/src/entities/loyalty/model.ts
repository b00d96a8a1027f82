import { createApiQuery } from '@microloans/platform';
import { loyaltyApi } from './api';

/** Operations on one page of the history. */
export const historyPageSize = 10;

/** The coin balance, its ruble worth and the coins about to expire (`/loyalty/coins`). */
export const loyaltyCoinsQuery = createApiQuery({
  name: 'cabinet.loyaltyCoins',
  handler: () => loyaltyApi.coins(),
});

/** The programme's balances by type (`/loyalty/balances`). */
export const loyaltyBalancesQuery = createApiQuery({
  name: 'cabinet.loyaltyBalances',
  handler: () => loyaltyApi.balances(),
});

/** One page (from 1) of accruals and write-offs, `historyPageSize` a page (`/loyalty/history`). */
export const loyaltyHistoryQuery = createApiQuery({
  name: 'cabinet.loyaltyHistory',
  handler: (page: number) => loyaltyApi.history({ page, limit: historyPageSize }),
});
