import type { LoyaltyBalanceDto } from '@microloans/shared-contracts/api';
import { formatCount, formatRubles, type WordForms } from '@microloans/shared-contracts/format';

export const coinForms: WordForms = ['монета', 'монеты', 'монет'];
export const rubleForms: WordForms = ['рубль', 'рубля', 'рублей'];

/** 1 → «1 монета», 1250 → «1 250 монет» (non-breaking spaces: never split across lines). */
export const formatCoins = (count: number): string => formatCount(count, coinForms);

/** A balance in its own unit: «1 250 монет» or «340 ₽». */
export const formatBalance = ({ amount, unit }: Pick<LoyaltyBalanceDto, 'amount' | 'unit'>): string =>
  unit === 'coin' ? formatCoins(amount) : formatRubles(amount);
