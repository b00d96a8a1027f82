import { lazy, Suspense } from 'react';
import type { ErrorScreenProps } from './error-screen';

export type { ErrorScreenProps } from './error-screen';

// The error screen's illustrations (antd Result, ui-kit/extra) are fetched only when an error shows.
const LazyErrorScreen = lazy(() => import('./error-screen'));

/** SPEC §2's error screen, loaded on demand. */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen {...props} />
    </Suspense>
  );
}
