import { useApiQuery } from '@microloans/platform';
import { Link } from '@microloans/platform/router';
import { Typography } from '@microloans/ui-kit';
import { Empty } from '@microloans/ui-kit/extra';
import { loyaltyHistoryQuery } from '../../../entities/loyalty';
import { loyaltyTexts } from '../config';
import { historyPageHref } from '../lib';
import { pageCount, Pager } from '@microloans/shared-contracts/pagination';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { BlockLoading, LoyaltyBlock } from './loyalty-block';
import { OperationRow } from './operation-row';

const headingId = 'loyalty-history-title';

/**
 * A chosen page replaces the list (and «Следующая» leaves on the last page), so the focus goes to
 * the heading above it: nothing is lost for the keyboard, and a screen reader starts at the top of
 * the new page. The heading stays on screen while the page loads.
 */
const focusHeading = () => document.getElementById(headingId)?.focus();

export type OperationsHistoryProps = { page: number };

/** «История начислений и списаний», newest first, `historyPageSize` a page. */
export function OperationsHistory({ page }: OperationsHistoryProps) {
  const { data, error, retry } = useApiQuery(loyaltyHistoryQuery, page);
  const pages = data ? pageCount(data.total, data.limit) : 1;
  return (
    <LoyaltyBlock headingId={headingId} title={loyaltyTexts.historyHeading} focusableHeading data-testid="loyalty-history">
      {error ? (
        <LoadFailed compact title={loyaltyTexts.historyError} error={error} retry={retry} data-testid="loyalty-history-error" />
      ) : !data ? (
        <BlockLoading label={loyaltyTexts.historyLoading} rows={6} data-testid="loyalty-history-loading" />
      ) : data.total === 0 ? (
        <div data-testid="loyalty-history-empty">
          <Empty
            description={
              <>
                <Typography.Text strong>{loyaltyTexts.historyEmpty}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{loyaltyTexts.historyEmptyHint}</Typography.Text>
              </>
            }
          />
        </div>
      ) : data.items.length === 0 ? (
        <div data-testid="loyalty-history-past-end">
          <Empty
            description={
              <>
                <Typography.Text strong>{loyaltyTexts.historyPageEmpty(page)}</Typography.Text>
                <br />
                <Link to={historyPageHref(1)} onClick={focusHeading}>
                  {loyaltyTexts.historyToFirstPage}
                </Link>
              </>
            }
          />
        </div>
      ) : (
        <>
          <ul data-testid="loyalty-operations" aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.items.map((operation) => (
              <OperationRow key={operation.id} operation={operation} />
            ))}
          </ul>
          <Pager label={loyaltyTexts.pagination} page={page} pages={pages} hrefOf={historyPageHref} onPageChosen={focusHeading} data-testid="loyalty-pagination">
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', textAlign: 'center' }} data-testid="loyalty-page-of">
              {loyaltyTexts.pageOf(page, pages)}
            </Typography.Paragraph>
          </Pager>
        </>
      )}
    </LoyaltyBlock>
  );
}
