import { useRef } from 'react';
import { toastDurationMs, type Toast } from 'platform';
import { FeedbackOnRequest } from 'ui-kit/feedback';

export type ToastHostProps = { toasts: readonly Toast[] };

/** Shows each toast raised on the page once, as it is added to `toasts`. */
export default function ToastHost({ toasts }: ToastHostProps) {
  const shown = useRef(0);
  return (
    <FeedbackOnRequest
      request={toasts.length}
      show={({ notification }) => {
        for (const { kind, summary, detail } of toasts.slice(shown.current)) {
          notification[kind]({
            title: summary,
            description: detail,
            placement: 'topRight',
            duration: toastDurationMs / 1000,
            closeIcon: false,
            className: `app-toast app-toast-${kind}`,
          });
        }
        shown.current = toasts.length;
      }}
    />
  );
}
