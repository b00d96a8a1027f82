import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import type { LayoutName } from './layout-name';

/**
 * What the router knows of the blog's layouts before their code is loaded (blog-layout.tsx is
 * loaded on demand: the lending pages never need it).
 */
export type BlogLayoutVariant = 'blog' | 'blog-base' | 'blog-main' | 'blog-navigation' | 'blog-article';

export const isBlogLayout = (layout: LayoutName): layout is BlogLayoutVariant => layout.startsWith('blog');

/**
 * Layouts with the blog navigation (categories, search, currency rates): the blog's lists
 * (`blog-navigation`) and, in blog mode, its main page and every other page of the site
 * (`blog-main`, `blog-base`). A post (`blog-article`) is read without it, in a narrower column.
 */
const withNavigation: ReadonlySet<BlogLayoutVariant> = new Set(['blog-navigation', 'blog-main', 'blog-base']);

export const hasBlogNavigation = (variant: BlogLayoutVariant): boolean => withNavigation.has(variant);

/** The blog navigation's remote widgets: loaded with its routes' code (route-preload), shown as extras. */
export const blogNavigationWidgets = {
  currency: { remote: 'mf_blog', module: './widgets/Currency' },
} as const satisfies Record<string, RemoteModuleRef>;
