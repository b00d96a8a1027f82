import { useEffect } from 'react';
import { registerToastRenderer, toastDurationMs } from 'platform';
import { App } from 'ui-kit';

/** Renders the page's toasts (SPEC §8): top right, summary and detail, 3 s, not closable. */
export function ToastBridge() {
  const { notification } = App.useApp();
  useEffect(
    () =>
      registerToastRenderer(({ kind, summary, detail }) => {
        notification[kind]({
          title: summary,
          description: detail,
          placement: 'topRight',
          duration: toastDurationMs / 1000,
          closeIcon: false,
          className: `app-toast app-toast-${kind}`,
        });
      }),
    [notification],
  );
  return null;
}
