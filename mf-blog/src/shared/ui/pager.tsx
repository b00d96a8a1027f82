import type { CSSProperties, MouseEvent } from 'react';
import { Link } from '@microloans/platform/router';
import { brand } from '@microloans/ui-kit';
import { pagerItems } from '../lib/paging';
import { VisuallyHidden } from './visually-hidden';

const navStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 8, marginTop: 16 };
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
  /** A page was chosen (the list moves the focus to its top); the link then opens it. */
  onPageChosen?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** Pages of a list as links: each page has its address, and «Назад» in the browser returns to it. */
export function Pager({ label, page, pages, hrefOf, onPageChosen }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} style={navStyle} data-testid="pager">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} onClick={onPageChosen} style={cellStyle} rel="prev">
          Предыдущая
        </Link>
      ) : null}
      {pagerItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} style={gapStyle} aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <Link key={item} to={hrefOf(item)} onClick={onPageChosen} style={currentStyle} aria-current="page">
            <VisuallyHidden>Страница </VisuallyHidden>
            {item}
          </Link>
        ) : (
          <Link key={item} to={hrefOf(item)} onClick={onPageChosen} style={cellStyle}>
            <VisuallyHidden>Страница </VisuallyHidden>
            {item}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefOf(page + 1)} onClick={onPageChosen} style={cellStyle} rel="next">
          Следующая
        </Link>
      ) : null}
    </nav>
  );
}
