import { visuallyHiddenStyle } from '@microloans/shared-contracts/visually-hidden';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { matchPath, NavLink, useLocation, useNavigate, useSearchParams } from '@microloans/platform/router';
import { useApiQuery } from '@microloans/platform';
import { links, routePaths } from '@microloans/shared-contracts/routes';
import { Button } from '@microloans/ui-kit';
import { RemoteSlot } from '../shared/federation/remote-slot';
import { blogMenuQuery } from './blog-menu';
import { blogNavigationWidgets } from './blog-variants';

/**
 * The blog's categories: «Все статьи» and each category's own page; the current one is marked
 * (`aria-current="page"`). Until the menu arrives, or when it cannot be read, «Все статьи» alone.
 */
function CategoriesMenu() {
  const { data } = useApiQuery(blogMenuQuery, undefined);
  return (
    <nav className="blog-nav" aria-label="Рубрики блога">
      <ul className="blog-nav-list">
        <li>
          <NavLink to={routePaths.blog} end>
            Все статьи
          </NavLink>
        </li>
        {data?.menu.map((item) => (
          <li key={item.id}>
            <NavLink to={links.blogCategory(item.slug)}>{item.title}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The query the search page shows (`/blog/search?q=`); empty on other pages. */
function useShownQuery(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return matchPath(routePaths.blogSearch, pathname) ? (params.get('q') ?? '') : '';
}

/**
 * Search across the blog: opens `/blog/search?q=…` (an empty field opens the search page itself).
 * A plain field, not the form kit: every blog page shows it, and `ui-kit/forms` is loaded only by
 * pages with a real form. The browser keeps its value (not React): what was typed before the page's
 * code took the field over stays in it and is what is searched; a real GET form, it searches without
 * the code too.
 */
function BlogSearchForm() {
  const shownQuery = useShownQuery();
  const navigate = useNavigate();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The field follows the page's query (a new search, back and forward) and keeps what is typed in between.
  const followed = useRef(shownQuery);
  useEffect(() => {
    if (followed.current === shownQuery) return;
    followed.current = shownQuery;
    if (field.current) field.current.value = shownQuery;
  }, [shownQuery]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(links.blogSearch(String(new FormData(event.currentTarget).get('q') ?? '')));
  };

  return (
    <form role="search" aria-label="Поиск по блогу" className="blog-search" action={routePaths.blogSearch} method="get" onSubmit={handleSubmit}>
      <label htmlFor={fieldId} style={visuallyHiddenStyle}>
        Поиск по блогу
      </label>
      <input
        ref={field}
        id={fieldId}
        type="search"
        name="q"
        defaultValue={shownQuery}
        placeholder="Найти статью"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <Button htmlType="submit">Найти</Button>
    </form>
  );
}

/**
 * The blog navigation bar: categories, search and the currency rates of mf-blog. The rates are an
 * extra: while they load, or when they cannot be loaded, the bar is the same without them.
 */
export function BlogNavigation() {
  return (
    <div className="blog-bar" data-testid="blog-navigation">
      <CategoriesMenu />
      <BlogSearchForm />
      <RemoteSlot target={blogNavigationWidgets.currency} optional />
    </div>
  );
}
