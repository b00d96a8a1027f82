/**
 * Routes, links, form types and shop window scenarios of the product (SPEC §2), one file each: a
 * part compiles in only the files it uses (the calculator on `/` needs links and form types, not
 * the table of every route).
 */
export * from './paths';
export * from './form-types';
export * from './scenarios';
export * from './links';
export * from './blog-links';
export * from './preload';
export * from './page-frames';
