import { createApiQuery } from '@microloans/platform';
import { blogApi } from '@microloans/shared-contracts/api';

/** The Central Bank's rates the blog shows (SPEC §7 `/currency`). */
export const currencyQuery = createApiQuery({ name: 'blog.currency', handler: () => blogApi.currency() });

/** The currencies shown, in this order. */
export const shownCurrencies = ['USD', 'EUR', 'CNY'] as const;
