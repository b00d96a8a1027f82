import { lazy, Suspense } from 'react';
import { usePageMeta } from 'shared-contracts/page-meta';
import type { ErrorScreenProps } from './error-screen';
import { errorPageHead } from './page-head';

export type { ErrorScreenProps } from './error-screen';
export { errorPageHead, errorPageHeads } from './page-head';

// The error screen's illustrations (antd Result, ui-kit/extra) are fetched only when an error shows.
const LazyErrorScreen = lazy(() => import('./error-screen'));

/** SPEC §2's error screen, loaded on demand; the tab says «Страница не найдена» or «Ошибка». */
export function ErrorScreen(props: ErrorScreenProps) {
  usePageMeta({ ...errorPageHead(props.status), openGraph: null });
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen {...props} />
    </Suspense>
  );
}
