import type { CSSProperties, MouseEvent } from 'react';
import { Link } from '@microloans/platform/router';
import { brand } from '@microloans/ui-kit';
import { pagerItems } from '../lib/search';

const navStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 8, marginTop: 16 };
const cellStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: '0 10px',
  borderRadius: 8,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: '#d1d5db',
  color: brand.text,
  background: '#fff',
  textDecoration: 'none',
};
const currentStyle: CSSProperties = { ...cellStyle, background: brand.primary, borderColor: brand.primary, color: '#fff', fontWeight: 600 };
const gapStyle: CSSProperties = { ...cellStyle, borderColor: 'transparent', minWidth: 16, padding: 0 };
// Read by screen readers, not shown: «Страница 3» where the eye sees «3».
const hiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export type PagerProps = {
  page: number;
  pages: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
  /** A page was chosen by a plain click or Enter (the list moves the focus and opens it). */
  onPageChosen: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
};

/** Pages of a list as links, so each page has its address and «Назад» in the browser returns to it. */
export function Pager({ page, pages, hrefOf, onPageChosen }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Страницы списка" style={navStyle} data-testid="pager">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} onClick={(event) => onPageChosen(event, hrefOf(page - 1))} style={cellStyle} rel="prev">
          Предыдущая
        </Link>
      ) : null}
      {pagerItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} style={gapStyle} aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} style={currentStyle} aria-current="page">
            <span style={hiddenStyle}>Страница </span>
            {item}
          </span>
        ) : (
          <Link key={item} to={hrefOf(item)} onClick={(event) => onPageChosen(event, hrefOf(item))} style={cellStyle}>
            <span style={hiddenStyle}>Страница </span>
            {item}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefOf(page + 1)} onClick={(event) => onPageChosen(event, hrefOf(page + 1))} style={cellStyle} rel="next">
          Следующая
        </Link>
      ) : null}
    </nav>
  );
}
