import { Suspense } from 'react';
import { lazyModule, Skeleton } from '@microloans/ui-kit';
import type { CodeStepProps } from './code-step';

// The code step is shown only once a code went, so its code comes then (`preloadCodeStep` as the
// phone is sent), not with the page's first load.
const LazyCodeStep = lazyModule(() => import('./code-step').then((module) => ({ default: module.CodeStep })));

/** Fetches the code step ahead of showing it (as the phone is sent); never rejects. */
export const preloadCodeStep = (): void => LazyCodeStep.preload();

export function CodeStep(props: CodeStepProps) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
      <LazyCodeStep {...props} />
    </Suspense>
  );
}
