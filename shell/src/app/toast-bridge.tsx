import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { registerToastRenderer } from 'platform';
import { lazyModule } from 'ui-kit';
import { DrawPlainly, PlainToasts } from './plain-toasts';
import { toastQueue } from './toast-queue';

// What draws them (ui-kit/feedback: antd's notifications and their styles) arrives with the first
// toast: most visits show none, and every first page was paying ~21 KB gzip for them. A toast
// raised when that code cannot be fetched (the network dropped: the very moment a toast says so)
// is drawn plainly by the shell itself, and the next ones again by antd once it arrives.
const ToastHost = lazyModule(() => import('./toast-host'), {
  unavailable: (_, { count }) => <DrawPlainly count={count} />,
});

/**
 * The page's toasts (SPEC §8): top right, summary and detail, 3 s, not closable. Toasts raised
 * while their code loads are shown when it arrives, in order.
 */
export function ToastBridge() {
  useEffect(() => registerToastRenderer(toastQueue.raise), []);
  const count = useSyncExternalStore(toastQueue.subscribe, toastQueue.count, toastQueue.count);
  return (
    <>
      <PlainToasts />
      {count > 0 && (
        <Suspense fallback={null}>
          <ToastHost count={count} />
        </Suspense>
      )}
    </>
  );
}
