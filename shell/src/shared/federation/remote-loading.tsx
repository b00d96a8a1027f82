import { Skeleton } from 'ui-kit';

export type RemoteLoadingProps = { minHeight: number };

export function RemoteLoading({ minHeight }: RemoteLoadingProps) {
  return (
    <div role="status" aria-label="Загрузка раздела" style={{ minHeight, padding: 24 }}>
      <Skeleton active paragraph={{ rows: 4 }} />
    </div>
  );
}
