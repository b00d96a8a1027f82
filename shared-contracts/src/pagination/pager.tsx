import { visuallyHiddenStyle } from '../visually-hidden';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from '@microloans/platform/router';
import { brand } from '@microloans/ui-kit';
import { pagerItems } from './pages';

export const pagerTexts = {
  previous: 'Предыдущая',
  next: 'Следующая',
  /** Read after «Предыдущая»/«Следующая», not shown. */
  pageAfter: ' страница',
  /** Read before a page's number, not shown. */
  pageBefore: 'Страница ',
} as const;

const listStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 8,
  listStyle: 'none',
  margin: '16px 0 0',
  padding: 0,
};
const cellStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: '0 10px',
  borderRadius: 8,
  border: '1px solid #d1d5db',
  color: brand.text,
  background: '#fff',
  textDecoration: 'none',
  boxSizing: 'border-box',
};
const currentStyle: CSSProperties = { ...cellStyle, background: brand.primary, borderColor: brand.primary, color: '#fff', fontWeight: 600 };
const gapStyle: CSSProperties = { ...cellStyle, borderColor: 'transparent', minWidth: 16, padding: 0 };

export type PagerProps = {
  /** The navigation's name for screen readers («Страницы блога»). */
  label: string;
  page: number;
  pages: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
  /** Another page was chosen (the list moves the focus to its top); the link opens it unless the handler prevents it. */
  onPageChosen?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** Shown under the numbers, inside the navigation («Страница 2 из 5»). */
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * Pages of a list as links: each page has its address (a reload, a shared link and the browser's
 * «Назад» keep it), and each is a plain link for the keyboard and a screen reader («Следующая
 * страница», «Страница 2»; the current one marked `aria-current`). Nothing when there is one page.
 */
export function Pager({ label, page, pages, hrefOf, onPageChosen, children, 'data-testid': testId = 'pager' }: PagerProps) {
  if (pages <= 1) return null;
  const linkTo = (target: number, style: CSSProperties, content: ReactNode, extra: { rel?: string; current?: boolean } = {}) => {
    const href = hrefOf(target);
    return (
      <Link
        to={href}
        // The current page's own link is the router's alone: it stays on the page without a new entry in the history.
        onClick={onPageChosen && !extra.current ? (event) => onPageChosen(event, href) : undefined}
        style={style}
        rel={extra.rel}
        aria-current={extra.current ? 'page' : undefined}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul style={listStyle}>
        {page > 1 ? (
          <li>
            {linkTo(page - 1, cellStyle, <>{pagerTexts.previous}<span style={visuallyHiddenStyle}>{pagerTexts.pageAfter}</span></>, { rel: 'prev' })}
          </li>
        ) : null}
        {pagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} style={gapStyle} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {linkTo(item, item === page ? currentStyle : cellStyle, <><span style={visuallyHiddenStyle}>{pagerTexts.pageBefore}</span>{item}</>, { current: item === page })}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            {linkTo(page + 1, cellStyle, <>{pagerTexts.next}<span style={visuallyHiddenStyle}>{pagerTexts.pageAfter}</span></>, { rel: 'next' })}
          </li>
        ) : null}
      </ul>
      {children}
    </nav>
  );
}
