import type { CSSProperties } from 'react';
import { Card, Skeleton } from '@microloans/ui-kit';

const gridStyle: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))', gap: 16 };

export type PostSkeletonsProps = { count: number; label: string; 'data-testid'?: string };

/** Placeholders shaped like post cards while a list loads. */
export function PostSkeletons({ count, label, 'data-testid': testId }: PostSkeletonsProps) {
  return (
    <div role="status" aria-label={label} data-testid={testId} style={gridStyle}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <Skeleton active title paragraph={{ rows: 3 }} />
        </Card>
      ))}
    </div>
  );
}
