import { Suspense, useEffect } from 'react';
import { loadModule } from '@microloans/platform';
import { lazyModule } from '@microloans/ui-kit';
import type { ErrorScreenProps } from './error-screen';
import { errorPageHead } from '../../shared/page-meta/error-page-head';

export type { ErrorScreenProps } from './error-screen';

// The error screen's illustrations (antd Result, ui-kit/extra) are fetched only when an error shows.
// Without a connection the place says that instead (the screen comes when the connection does).
const LazyErrorScreen = lazyModule(() => import('./error-screen'));

/** SPEC §2's error screen, loaded on demand; the tab says «Страница не найдена» or «Ошибка». */
export function ErrorScreen(props: ErrorScreenProps) {
  const { title, description } = errorPageHead(props.status);
  // Written with the screen's code, not the first page's: page-meta comes with it.
  useEffect(() => {
    loadModule(() => import('@microloans/shared-contracts/page-meta')).then(
      ({ applyPageMeta }) => applyPageMeta({ title, description, openGraph: null }),
      () => undefined,
    );
  }, [title, description]);
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen {...props} />
    </Suspense>
  );
}
