/**
 * A list's pages in the address (`?page=N`) and the numbers a pager shows: one rule for every list
 * of the product (the blog's feeds, the application history, the loyalty operations).
 */
export { lastPageAsked, pageCount, pagerItems, pageSearch, readPage, type PagerItem } from './pages';
export { Pager, pagerTexts, type PagerProps } from './pager';
