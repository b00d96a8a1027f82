import { searchMinLength } from '../../../entities/post';

/** The query of `/blog/search?q=…` as the page searches for it: the address's `q`, trimmed. */
export const readSearchQuery = (params: URLSearchParams): string => (params.get('q') ?? '').trim();

/** Whether the page asks the server for `query` (shorter ones ask the borrower for more). */
export const isSearchable = (query: string): boolean => query.length >= searchMinLength;
