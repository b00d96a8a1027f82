import { useEffect, useRef } from 'react';
import { toastDurationMs, type Toast } from 'platform';
import { FeedbackScope, useFeedback } from 'ui-kit/feedback';

export type ToastHostProps = { toasts: readonly Toast[] };

/** Shows each toast raised on the page once, as it is added to `toasts`. */
function Toasts({ toasts }: ToastHostProps) {
  const { notification } = useFeedback();
  const shown = useRef(0);
  useEffect(() => {
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
  }, [toasts, notification]);
  return null;
}

export default function ToastHost({ toasts }: ToastHostProps) {
  return (
    <FeedbackScope>
      <Toasts toasts={toasts} />
    </FeedbackScope>
  );
}
