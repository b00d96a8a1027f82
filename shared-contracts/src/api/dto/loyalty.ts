/** Loyalty programme DTOs of SPEC §7 (`/loyalty/*`). */
import type { PagedItemsDto } from './paging';

export type { LoyaltySettingsDto } from '@microloans/platform';

export type LoyaltyCoinsDto = {
  isActive: boolean;
  coins: number;
  rubEquivalent: number;
  /** `coins` coins are worth `rubles` rubles. */
  rate: { coins: number; rubles: number };
  expiring: { amount: number; expiresAt: string } | null;
};

export type LoyaltyBalanceDto = {
  type: 'coins' | 'cashback' | 'referral';
  title: string;
  amount: number;
  unit: 'coin' | 'RUB';
};

export type LoyaltyBalancesDto = { balances: LoyaltyBalanceDto[] };

export type LoyaltyOperationDto = {
  id: number;
  type: 'accrual' | 'write_off';
  /** Negative for write-offs. */
  amount: number;
  title: string;
  createdAt: string;
};

export type LoyaltyHistoryDto = PagedItemsDto<LoyaltyOperationDto>;
