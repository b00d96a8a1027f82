import { apiClient } from '@microloans/platform';
import type { LoyaltyBalancesDto, LoyaltyCoinsDto, LoyaltyHistoryDto, PageParams } from '@microloans/shared-contracts/api';

/** SPEC §7: GET /loyalty/coins, /loyalty/balances, /loyalty/history — the signed-in borrower's. */
export const loyaltyApi = {
  /** The coins, their ruble worth, the rate and the coins that will expire soonest. */
  coins: (): Promise<LoyaltyCoinsDto> => apiClient.get<LoyaltyCoinsDto>('/loyalty/coins').then((r) => r.data),
  /** Every balance of the programme: coins, cashback, bonuses for friends. */
  balances: (): Promise<LoyaltyBalancesDto> => apiClient.get<LoyaltyBalancesDto>('/loyalty/balances').then((r) => r.data),
  /** Accruals and write-offs, newest first, one page at a time. */
  history: (params: PageParams): Promise<LoyaltyHistoryDto> =>
    apiClient.get<LoyaltyHistoryDto>('/loyalty/history', { params }).then((r) => r.data),
};
