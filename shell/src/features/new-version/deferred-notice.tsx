import { lazy, Suspense, useEffect, useState } from 'react';
import { noticeLoadDelayMs } from './version-check';

const Notice = lazy(() => import('./new-version-notice'));

/**
 * The new-version notice, whose code (its poll and its banner) is fetched a while after the page
 * starts instead of with the first page: its first poll is five minutes away anyway, counted from
 * the page's start.
 */
export function DeferredNewVersionNotice() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), noticeLoadDelayMs);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
