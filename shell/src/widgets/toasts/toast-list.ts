import { toastDurationMs, type Toast } from '@microloans/platform';

/** A toast on screen, named by its place in the page's toasts. */
export type ShownToast = { id: number; toast: Toast };

/**
 * The toasts on screen (fed by the platform's `registerToastRenderer`): each for its 3 s. Outside
 * React, so the page's toasts outlive the component that draws them being drawn anew.
 */
export function createToastList(durationMs = toastDurationMs) {
  let shown: readonly ShownToast[] = [];
  let raised = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    show: (toast: Toast): void => {
      const id = raised;
      raised += 1;
      shown = [...shown, { id, toast }];
      notify();
      setTimeout(() => {
        shown = shown.filter((entry) => entry.id !== id);
        notify();
      }, durationMs);
    },
    shown: (): readonly ShownToast[] => shown,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastList = ReturnType<typeof createToastList>;
