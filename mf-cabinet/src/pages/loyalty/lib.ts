import type { LoyaltyCoinsDto, LoyaltyOperationDto } from '@microloans/shared-contracts/api';
import { formatCount, formatDay, plural } from '@microloans/shared-contracts/format';
import { routePaths } from '@microloans/shared-contracts/routes';
import { formatCoins, rubleForms } from '../../entities/loyalty';

/** The history page in the address (`?page=2`); anything but a whole number from 1 is page 1. */
export function readHistoryPage(search: URLSearchParams): number {
  const raw = search.get('page')?.trim() ?? '';
  if (!/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The address of a history page; page 1 is the bare `/loyalty`, so there is one address per page. */
export const historyPageHref = (page: number): string => (page <= 1 ? routePaths.loyalty : `${routePaths.loyalty}?page=${page}`);

/** How many pages `total` operations take, at least one. */
export const historyPageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / Math.max(1, limit)));

/** A page number to show, or a gap («…») between the numbers shown. */
export type PageMark = number | 'gap';

/**
 * The page numbers a phone has room for: all of them up to 7 pages; otherwise the first, the last,
 * the current one with its neighbours, and a gap where numbers are left out (never a gap of one
 * page: that page is shown instead).
 */
export function pagesAround(current: number, count: number): PageMark[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  if (count <= 7) for (let page = 1; page <= count; page += 1) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const marks: PageMark[] = [];
  pages.forEach((page, index) => {
    const before = pages[index - 1];
    if (before !== undefined && page - before === 2) marks.push(before + 1);
    else if (before !== undefined && page - before > 2) marks.push('gap');
    marks.push(page);
  });
  return marks;
}

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
