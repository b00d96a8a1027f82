import type { CSSProperties } from 'react';
import { Link } from '@microloans/platform/router';
import { brand, Typography } from '@microloans/ui-kit';
import { loyaltyTexts } from '../config';
import { historyPageHref, pagesAround } from '../lib';
import { VisuallyHidden } from './visually-hidden';

export type HistoryPaginationProps = {
  page: number;
  count: number;
  /** A page was chosen (by click, tap or Enter): the history moves the focus to its heading. */
  onNavigate: () => void;
};

const itemStyle: CSSProperties = {
  display: 'inline-block',
  minWidth: 40,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #d1d5db',
  textAlign: 'center',
  textDecoration: 'none',
  lineHeight: '22px',
  whiteSpace: 'nowrap',
};
const linkStyle: CSSProperties = { ...itemStyle, background: '#fff', color: brand.primary };
const currentStyle: CSSProperties = { ...itemStyle, background: brand.primary, borderColor: brand.primary, color: '#fff', fontWeight: 600 };

/**
 * The history's pages as links (`/loyalty?page=N`): the browser's back and forward, a reload and a
 * shared link keep the page, and each is a plain link for the keyboard and a screen reader
 * («Следующая страница», «Страница 2»). «Предыдущая» and «Следующая» are left out at the ends.
 */
export function HistoryPagination({ page, count, onNavigate }: HistoryPaginationProps) {
  return (
    <nav aria-label={loyaltyTexts.pagination} data-testid="loyalty-pagination" style={{ marginTop: 16 }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {page > 1 ? (
          <li>
            <Link to={historyPageHref(page - 1)} rel="prev" onClick={onNavigate} style={linkStyle}>
              {loyaltyTexts.previousPage}
              <VisuallyHidden> {loyaltyTexts.pageWord}</VisuallyHidden>
            </Link>
          </li>
        ) : null}
        {pagesAround(page, count).map((mark, index) =>
          mark === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" style={{ padding: '0 4px' }}>
              …
            </li>
          ) : (
            <li key={mark}>
              {mark === page ? (
                <span aria-current="page" style={currentStyle}>
                  <VisuallyHidden>{loyaltyTexts.pageNumberWord} </VisuallyHidden>
                  {mark}
                </span>
              ) : (
                <Link to={historyPageHref(mark)} onClick={onNavigate} style={linkStyle}>
                  <VisuallyHidden>{loyaltyTexts.pageNumberWord} </VisuallyHidden>
                  {mark}
                </Link>
              )}
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Link to={historyPageHref(page + 1)} rel="next" onClick={onNavigate} style={linkStyle}>
              {loyaltyTexts.nextPage}
              <VisuallyHidden> {loyaltyTexts.pageWord}</VisuallyHidden>
            </Link>
          </li>
        ) : null}
      </ul>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="loyalty-page-of">
        {loyaltyTexts.pageOf(page, count)}
      </Typography.Paragraph>
    </nav>
  );
}
