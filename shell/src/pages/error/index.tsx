import { lazy, Suspense, useEffect } from 'react';
import type { ErrorScreenProps } from './error-screen';
import { errorPageHead } from './page-head';

export type { ErrorScreenProps } from './error-screen';
export { errorPageHead, errorPageHeads } from './page-head';

// The error screen's illustrations (antd Result, ui-kit/extra) are fetched only when an error shows.
const LazyErrorScreen = lazy(() => import('./error-screen'));

/** SPEC §2's error screen, loaded on demand; the tab says «Страница не найдена» or «Ошибка». */
export function ErrorScreen(props: ErrorScreenProps) {
  const { title, description } = errorPageHead(props.status);
  // Written with the screen's code, not the first page's: page-meta comes with it.
  useEffect(() => {
    void import('shared-contracts/page-meta').then(({ applyPageMeta }) => applyPageMeta({ title, description, openGraph: null }));
  }, [title, description]);
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen {...props} />
    </Suspense>
  );
}
