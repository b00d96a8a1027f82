import { startTransition, useDeferredValue, type CSSProperties, type MouseEvent } from 'react';
import { useApiQuery } from '@microloans/platform';
import { Link, useLocation, useNavigate, useSearchParams } from '@microloans/platform/router';
import type { LeadStatus } from '@microloans/shared-contracts/api';
import { formatCount } from '@microloans/shared-contracts/format';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { links } from '@microloans/shared-contracts/routes';
import { Card, Flex, Skeleton, Typography } from '@microloans/ui-kit';
import { Empty } from '@microloans/ui-kit/extra';
import { activitiesPageQuery, historyPageSize, leadStatuses } from '../../../entities/activity';
import { ActivityList } from '../../../entities/activity/ui';
import { historySearch, readHistorySearch } from '../lib/search';
import { pageCount, Pager } from '@microloans/shared-contracts/pagination';
import { StatusFilter } from './status-filter';

const headingId = 'history-list-title';
const headingStyle: CSSProperties = { fontSize: 22, marginTop: 0, outline: 'none', scrollMarginTop: 16 };

/**
 * The borrower's applications, a page of twenty at a time from the server (the page and the
 * status filter are in the address, so «Назад» returns to them), with loading, empty and error
 * states.
 */
export function HistoryList() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { page, status } = readHistorySearch(params);
  const { data, error, pending, retry } = useApiQuery(activitiesPageQuery, { page, status });
  // A new page is drawn in the background, a few rows at a time between the phone's other work
  // (a deferred render yields), so paging never blocks a tap or a scroll for long.
  const shown = useDeferredValue(pending ? null : data);

  const hrefOf = (next: { page: number; status: LeadStatus | null }) => `${pathname}${historySearch(params, next)}`;
  const navigate = useNavigate();
  // The heading stays while the next page loads: focus and view go there, as after a page load.
  // The navigation runs in a task of its own after the tap's frame is painted (the phone answers
  // the tap at once, and neither task is long), and the page opens as a transition, drawn between
  // taps instead of blocking them; a click meant for a new tab or window is the browser's.
  const handlePageChosen = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const heading = document.getElementById(headingId);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
    afterNextPaint(() => {
      startTransition(() => {
        void navigate(href);
      });
    });
  };

  let content;
  if (error) {
    content = <LoadFailed compact title="Не удалось загрузить заявки" error={error} retry={retry} data-testid="history-error" />;
  } else if (!shown) {
    content = (
      <div role="status" aria-label="Загрузка заявок" data-testid="history-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (shown.total === 0) {
    content = (
      <div data-testid="history-empty">
        <Empty description={status ? 'Заявок с таким статусом нет' : 'Заявок пока нет'}>
          {status ? <Link to={hrefOf({ page: 1, status: null })}>Показать все заявки</Link> : <Link to={links.applyForLoan}>Оформить заявку</Link>}
        </Empty>
      </div>
    );
  } else if (shown.items.length === 0) {
    content = (
      <div data-testid="history-empty">
        <Empty description="На этой странице заявок нет">
          <Link to={hrefOf({ page: 1, status })}>К первой странице</Link>
        </Empty>
      </div>
    );
  } else {
    const pages = pageCount(shown.total, historyPageSize);
    content = (
      <>
        <Typography.Paragraph type="secondary" data-testid="history-count" style={{ margin: 0 }}>
          Всего {formatCount(shown.total, ['заявка', 'заявки', 'заявок'], ' ')}
          {pages > 1 ? `, страница ${shown.page} из ${pages}` : null}
        </Typography.Paragraph>
        <ActivityList items={shown.items} data-testid="history-list" />
        <Pager label="Страницы списка" page={shown.page} pages={pages} hrefOf={(next) => hrefOf({ page: next, status })} onPageChosen={handlePageChosen} />
      </>
    );
  }

  return (
    <Flex vertical gap={16}>
      <StatusFilter status={status} hrefOf={(next) => hrefOf({ page: 1, status: next })} />
      <section aria-labelledby={headingId}>
        <Card>
          <Typography.Title level={2} id={headingId} tabIndex={-1} style={headingStyle}>
            {status ? leadStatuses[status].filter : 'Все заявки'}
          </Typography.Title>
          {content}
        </Card>
      </section>
    </Flex>
  );
}

/** Runs `work` in a new task once the browser has painted the next frame. */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => {
    setTimeout(work, 0);
  });
}
