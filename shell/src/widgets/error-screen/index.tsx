import { useGate } from 'effector-react';
import { Suspense } from 'react';
import { lazyModule } from '@microloans/ui-kit';
import type { ErrorScreenProps } from './error-screen';
import { ErrorScreenGate } from './model';

export type { ErrorScreenProps } from './error-screen';

// The error screen's illustrations (antd Result, ui-kit/extra) are fetched only when an error shows.
// Without a connection the place says that instead (the screen comes when the connection does).
const LazyErrorScreen = lazyModule(() => import('./error-screen'));

/** SPEC §2's error screen, loaded on demand; the tab says «Страница не найдена» or «Ошибка» (its model). */
export function ErrorScreen(props: ErrorScreenProps) {
  useGate(ErrorScreenGate, { status: props.status });
  return (
    <Suspense fallback={null}>
      <LazyErrorScreen {...props} />
    </Suspense>
  );
}
