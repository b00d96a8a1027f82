import { lazy, Suspense, useEffect, useState } from 'react';
import { registerToastRenderer, type Toast } from 'platform';

// What draws them (ui-kit/feedback: antd's notifications and their styles) arrives with the first
// toast: most visits show none, and every first page was paying ~21 KB gzip for them.
const ToastHost = lazy(() => import('./toast-host'));

/**
 * The page's toasts (SPEC §8): top right, summary and detail, 3 s, not closable. Toasts raised
 * while their code loads are shown when it arrives, in order.
 */
export function ToastBridge() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => registerToastRenderer((toast) => setToasts((raised) => [...raised, toast])), []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost toasts={toasts} />
    </Suspense>
  );
}
