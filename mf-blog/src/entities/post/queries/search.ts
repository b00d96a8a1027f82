import { createApiQuery } from '@microloans/platform';
import { postApi } from '../api';

/** Posts found by a query (at least `searchMinLength` characters). */
export const searchQuery = createApiQuery({ name: 'blog.search', handler: (query: string) => postApi.search(query) });

/** A shorter query finds too much to be useful: the page asks for more instead. */
export const searchMinLength = 2;
