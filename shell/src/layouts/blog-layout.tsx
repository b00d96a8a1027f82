import { Link, NavLink } from 'platform/router';
import { blogApi } from 'shared-contracts/api';
import { createApiQuery, useApiQuery } from 'platform';
import { routePaths } from 'shared-contracts/routes';
import type { ReactNode } from 'react';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { Header } from '../widgets/header';
import './layout.css';

export type BlogLayoutVariant = 'blog' | 'blog-base' | 'blog-main' | 'blog-navigation' | 'blog-article';

const blogMenuQuery = createApiQuery({ name: 'shell.blogMenu', handler: () => blogApi.categoriesMenu() });

/** The blog's categories bar ("blog navigation"). */
function BlogNavigation() {
  const { data } = useApiQuery(blogMenuQuery, undefined);
  return (
    <nav className="blog-nav" aria-label="Рубрики блога">
      <NavLink to={routePaths.blog} end>
        Все статьи
      </NavLink>
      {data?.menu.map((item) => (
        <NavLink key={item.id} to={`${routePaths.blog}?category=${encodeURIComponent(item.slug)}`}>
          {item.title}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The blog's layouts. In main mode blog pages keep the lending header (`blog`, `blog-navigation`,
 * `blog-article`); in blog mode the site is the blog (`blog-base` everywhere, `blog-main` on `/`)
 * and the header is the blog's own.
 */
export function BlogLayout({ variant, children }: { variant: BlogLayoutVariant; children: ReactNode }) {
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
      {variant !== 'blog-article' && <BlogNavigation />}
      <main className={variant === 'blog-article' ? 'layout-content layout-article' : 'layout-content'}>{children}</main>
      <footer className="layout-footer">© {new Date().getFullYear()} Блог о займах и финансах.</footer>
    </div>
  );
}
