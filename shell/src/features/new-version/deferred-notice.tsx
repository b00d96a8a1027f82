import { Suspense, useEffect, useState } from 'react';
import { lazyModule } from '@microloans/ui-kit';
import { noticeLoadDelayMs } from './version-check';

// An extra: while its code cannot be had, nothing in its place (it is tried again when the
// browser comes back on line).
const Notice = lazyModule(() => import('./new-version-notice'), { unavailable: () => null });

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
