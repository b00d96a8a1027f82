import type { CSSProperties } from 'react';
import { OfferCard, OfferCardSkeleton, type LenderOffersState } from '../../../entities/offer';
import { LeaveForLenderButton } from '../../../features/leave-for-lender';
import { Button, Typography } from 'ui-kit';
import { Empty, Result } from 'ui-kit/extra';
import { shopwindowTexts } from '../config';

export type OffersListProps = LenderOffersState & {
  /** A line under the empty state, about the borrower's application. */
  emptyHint: string;
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

/** The offers in one of four states: loading, failed, empty, or the cards. */
export function OffersList({ offers, error, pending, retry, emptyHint }: OffersListProps) {
  if (error) {
    return (
      <div data-testid="offers-error" role="alert">
        <Result
          status="warning"
          title={shopwindowTexts.errorTitle}
          subTitle={error.kind === 'network' ? shopwindowTexts.errorNetworkText : shopwindowTexts.errorText}
          extra={
            <Button type="primary" onClick={retry}>
              {shopwindowTexts.retry}
            </Button>
          }
        />
      </div>
    );
  }

  if (pending || !offers) {
    return (
      <ul data-testid="offers-skeleton" aria-busy="true" aria-label={shopwindowTexts.loading} style={gridStyle}>
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
              <Typography.Text strong>{shopwindowTexts.empty}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{emptyHint}</Typography.Text>
            </>
          }
        />
      </div>
    );
  }

  return (
    <ul data-testid="offers-list" aria-label={shopwindowTexts.offersLabel} style={gridStyle}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} action={<LeaveForLenderButton lenderName={offer.lender.name} url={offer.url} />} />
        </li>
      ))}
    </ul>
  );
}
