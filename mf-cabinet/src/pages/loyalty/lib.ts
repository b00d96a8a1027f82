import type { LoyaltyCoinsDto, LoyaltyOperationDto } from '@microloans/shared-contracts/api';
import { formatCount, formatDay, plural } from '@microloans/shared-contracts/format';
import { pageSearch } from '@microloans/shared-contracts/pagination';
import { routePaths } from '@microloans/shared-contracts/routes';
import { formatCoins, rubleForms } from '../../entities/loyalty';

/** The address of a history page; page 1 is the bare `/loyalty`, so there is one address per page. */
export const historyPageHref = (page: number): string => `${routePaths.loyalty}${pageSearch(new URLSearchParams(), page)}`;

/** The exchange rate in words: «10 монет — это 1 рубль». */
export const rateInWords = ({ coins, rubles }: LoyaltyCoinsDto['rate']): string =>
  `${formatCoins(coins)} — это ${formatCount(rubles, rubleForms)}`;

/** «200 монет сгорят 31 декабря 2026», «1 монета сгорит …»; null when nothing is about to expire. */
export function expiringInWords(expiring: LoyaltyCoinsDto['expiring']): string | null {
  if (!expiring || expiring.amount <= 0) return null;
  const verb = plural(expiring.amount, ['сгорит', 'сгорят', 'сгорят']);
  return `${formatCoins(expiring.amount)} ${verb} ${formatDay(expiring.expiresAt)}`;
}

/** An operation's coins with its sign: «+500 монет» for an accrual, «−150 монет» (a real minus) for a write-off. */
export const signedCoins = ({ type, amount }: Pick<LoyaltyOperationDto, 'type' | 'amount'>): string =>
  `${type === 'accrual' ? '+' : '\u2212'}${formatCoins(Math.abs(amount))}`;
