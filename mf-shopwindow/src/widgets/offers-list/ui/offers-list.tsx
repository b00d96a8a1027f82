import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import { Empty, Result } from '@microloans/ui-kit/extra';
import { OfferCard, OfferCardSkeleton, type LenderOffersState } from '../../../entities/offer';
import { LeaveForLenderButton } from '../../../features/leave-for-lender';
import { offersListTexts } from '../config';

/** The page's empty state: a title, a line about what it means, and maybe where to go next. */
export type OffersEmptyContent = {
  title: string;
  hint: string;
  /** A call to action under the text (e.g. «Подать заявку»). */
  action?: ReactNode;
};

export type OffersListProps = LenderOffersState & {
  /** The list's accessible name: whose offers these are. */
  label: string;
  /** The skeleton's accessible name while the offers load. */
  loadingLabel: string;
  /** The line under «Не удалось загрузить предложения» when the server failed (a lost connection has its own). */
  errorHint: string;
  empty: OffersEmptyContent;
};

/**
 * Mobile first: one column on a phone; as the page widens, as many ~300 px columns as fit (two on
 * a tablet, three in the shell's 1080 px content).
 */
const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

const skeletonCount = 3;

/**
 * Lenders' offers in one of four states: loading, failed, empty, or the cards — each card with
 * its best-offer mark and «Получить деньги», which leaves for the lender only after the borrower
 * confirms. The shop window and the personal offers show offers through this one list.
 */
export function OffersList({ offers, error, pending, retry, label, loadingLabel, errorHint, empty }: OffersListProps) {
  if (error) {
    return (
      <div data-testid="offers-error" role="alert">
        <Result
          status="warning"
          title={offersListTexts.errorTitle}
          subTitle={error.kind === 'network' ? offersListTexts.errorNetworkText : errorHint}
          extra={
            <Button type="primary" onClick={retry}>
              {offersListTexts.retry}
            </Button>
          }
        />
      </div>
    );
  }

  if (pending || !offers) {
    return (
      <ul data-testid="offers-skeleton" aria-busy="true" aria-label={loadingLabel} style={gridStyle}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}>
            <OfferCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }

  if (offers.length === 0) {
    return (
      <div data-testid="offers-empty">
        <Empty
          description={
            <>
              <Typography.Text strong>{empty.title}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{empty.hint}</Typography.Text>
            </>
          }
        >
          {empty.action ? <Flex justify="center">{empty.action}</Flex> : null}
        </Empty>
      </div>
    );
  }

  return (
    <ul data-testid="offers-list" aria-label={label} style={gridStyle}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} action={<LeaveForLenderButton lenderName={offer.lender.name} url={offer.url} />} />
        </li>
      ))}
    </ul>
  );
}
