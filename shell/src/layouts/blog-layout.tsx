import { Link } from 'platform/router';
import type { ReactNode } from 'react';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { Header } from '../widgets/header';
import { BlogNavigation } from './blog-navigation';
import './layout.css';

export type BlogLayoutVariant = 'blog' | 'blog-base' | 'blog-main' | 'blog-navigation' | 'blog-article';

/**
 * Layouts with the blog navigation (categories, search, currency rates): the blog's lists
 * (`blog-navigation`) and, in blog mode, its main page and every other page of the site
 * (`blog-main`, `blog-base`). A post (`blog-article`) is read without it, in a narrower column.
 */
const withNavigation: ReadonlySet<BlogLayoutVariant> = new Set(['blog-navigation', 'blog-main', 'blog-base']);

export const hasBlogNavigation = (variant: BlogLayoutVariant): boolean => withNavigation.has(variant);

export type BlogLayoutProps = { variant: BlogLayoutVariant; children: ReactNode };

/**
 * The blog's layouts. In main mode blog pages keep the lending header (`blog`, `blog-navigation`,
 * `blog-article`); in blog mode the site is the blog (`blog-base` everywhere, `blog-main` on `/`)
 * and the header is the blog's own.
 */
export function BlogLayout({ variant, children }: BlogLayoutProps) {
  const blogMode = runtimeConfig().projectMode === 'blog';
  return (
    <div className={`layout layout-${variant}`} data-layout={variant}>
      {blogMode ? (
        <header className="app-header blog-header">
          <Link to="/" className="app-header-logo">
            <span>Блог</span> о займах
          </Link>
        </header>
      ) : (
        <Header />
      )}
      {hasBlogNavigation(variant) && <BlogNavigation />}
      <main className={variant === 'blog-article' ? 'layout-content layout-article' : 'layout-content'}>{children}</main>
      <footer className="layout-footer">© {new Date().getFullYear()} Блог о займах и финансах.</footer>
    </div>
  );
}
