import { toastDurationMs } from 'platform';
import { FeedbackOnRequest } from 'ui-kit/feedback';
import { toastQueue } from './toast-queue';

export type ToastHostProps = { /** How many toasts were raised on the page: each new one is shown once. */ count: number };

/** antd's notifications for the toasts raised and not drawn yet. */
export default function ToastHost({ count }: ToastHostProps) {
  return (
    <FeedbackOnRequest
      request={count}
      show={({ notification }) => {
        for (const { kind, summary, detail } of toastQueue.takeUndrawn()) {
          notification[kind]({
            title: summary,
            description: detail,
            placement: 'topRight',
            duration: toastDurationMs / 1000,
            closeIcon: false,
            className: `app-toast app-toast-${kind}`,
          });
        }
      }}
    />
  );
}
