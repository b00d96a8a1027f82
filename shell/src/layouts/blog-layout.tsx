import { Link } from '@microloans/platform/router';
import type { ReactNode } from 'react';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { Header } from '../widgets/header';
import { BlogNavigation } from './blog-navigation';
import './layout.css';

import { hasBlogNavigation, type BlogLayoutVariant } from './blog-variants';

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
