import { Card, Skeleton } from '@microloans/ui-kit';

/** The shape of an offer card while offers load. */
export function OfferCardSkeleton() {
  return (
    <Card style={{ height: '100%' }}>
      <Skeleton active avatar={{ size: 48 }} title paragraph={{ rows: 4 }} />
      <Skeleton.Button active block size="large" />
    </Card>
  );
}
