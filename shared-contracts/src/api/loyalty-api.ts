import { apiClient } from './client';
import type { LoyaltyBalancesDto, LoyaltyCoinsDto, LoyaltyHistoryDto, LoyaltySettingsDto, PageParams } from './dto';

/** SPEC §7: GET /loyalty/settings, /loyalty/coins, /loyalty/balances, /loyalty/history. */
export const loyaltyApi = {
  getSettings: (): Promise<LoyaltySettingsDto> =>
    apiClient.get<LoyaltySettingsDto>('/loyalty/settings').then((r) => r.data),
  getCoins: (): Promise<LoyaltyCoinsDto> => apiClient.get<LoyaltyCoinsDto>('/loyalty/coins').then((r) => r.data),
  getBalances: (): Promise<LoyaltyBalancesDto> =>
    apiClient.get<LoyaltyBalancesDto>('/loyalty/balances').then((r) => r.data),
  getHistory: (params: PageParams = {}): Promise<LoyaltyHistoryDto> =>
    apiClient.get<LoyaltyHistoryDto>('/loyalty/history', { params }).then((r) => r.data),
};
