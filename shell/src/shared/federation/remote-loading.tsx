import { useEffect } from 'react';
import { Skeleton } from '@microloans/ui-kit';
import { beginLoading } from '../loading';

export type RemoteLoadingProps = { minHeight: number };

/** A remote module on its way: a skeleton in its place, and the page's loading bar running. */
export function RemoteLoading({ minHeight }: RemoteLoadingProps) {
  useEffect(() => beginLoading(), []);
  return (
    <div role="status" aria-label="Загрузка раздела" style={{ minHeight, padding: 24 }}>
      <Skeleton active paragraph={{ rows: 4 }} />
    </div>
  );
}
