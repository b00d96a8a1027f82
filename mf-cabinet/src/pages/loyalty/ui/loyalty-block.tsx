import type { ReactNode } from 'react';
import { Card, Skeleton, Typography } from '@microloans/ui-kit';

export type LoyaltyBlockProps = {
  /** The heading's id: the section is named by it, and paging moves the focus to it. */
  headingId: string;
  title: string;
  /** The heading takes the focus from script (after paging), not from Tab. */
  focusableHeading?: boolean;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * One block of the page: a card under a real h2 (the page's one h1 is above). The heading stays in
 * every state, so the outline of the page never changes while a block loads or fails.
 */
export function LoyaltyBlock({ headingId, title, focusableHeading = false, children, 'data-testid': testId }: LoyaltyBlockProps) {
  return (
    <section aria-labelledby={headingId} data-testid={testId} style={{ minWidth: 0 }}>
      <Card style={{ height: '100%' }}>
        <Typography.Title level={2} id={headingId} tabIndex={focusableHeading ? -1 : undefined} style={{ fontSize: 20, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </section>
  );
}

export type BlockLoadingProps = { label: string; rows: number; 'data-testid'?: string };

/** A block's skeleton, announced as loading. */
export function BlockLoading({ label, rows, 'data-testid': testId }: BlockLoadingProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true" data-testid={testId}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
