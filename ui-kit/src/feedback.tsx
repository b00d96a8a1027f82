/**
 * Toasts, messages and dialogs: antd's `App` and its styles, in a module of their own (a shared
 * singleton like the others), so a page pays for them only when it shows one. A part that shows
 * one wraps the part of its tree that does in `FeedbackScope` and calls `useFeedback` inside it,
 * or, to load this module only when the first one is shown, renders `FeedbackOnRequest` lazily;
 * they appear in the page's theme and language (the scope brings antd's context, `AntdScope`).
 */
import { App } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import '../styles/feedback.css';
import { AntdScope } from './antd-scope';

export type FeedbackScopeProps = { children: ReactNode };

/** SPEC §8: toasts top right, 3 s. */
const notificationConfig = { placement: 'topRight', duration: 3 } as const;

/** Where `useFeedback` works; draws no element of its own. */
export function FeedbackScope({ children }: FeedbackScopeProps) {
  return (
    <AntdScope>
      <App component={false} notification={notificationConfig}>
        {children}
      </App>
    </AntdScope>
  );
}

/** `message`, `notification` and `modal`. */
export type Feedback = ReturnType<typeof App.useApp>;

/** `{ message, notification, modal }` of the nearest `FeedbackScope`; throws without one. */
export function useFeedback(): Feedback {
  const feedback = App.useApp();
  // antd's default (no App above) has empty objects for the APIs: calls would fail only later.
  if (typeof feedback.modal.confirm !== 'function') throw new Error('useFeedback: the component is not inside a FeedbackScope');
  return feedback;
}

export type FeedbackOnRequestProps = {
  /** Each new value is one request: `show` runs once for it. */
  request: number;
  /** Shows the toast, message or dialog asked for. */
  show: (feedback: Feedback) => void;
};

function ShowOnRequest({ request, show }: FeedbackOnRequestProps) {
  const feedback = useFeedback();
  // Once per request, even where effects run twice (React's strict mode in development).
  const shownFor = useRef<number | null>(null);
  useEffect(() => {
    if (shownFor.current === request) return;
    shownFor.current = request;
    show(feedback);
    // A new `show` for the same request is not a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, feedback]);
  return null;
}

/**
 * A scope of its own that shows something once per `request`: for a part that loads this module
 * with its first toast, message or dialog (`lazy(() => import('@microloans/ui-kit/feedback')…)`, rendered once
 * `request` is above 0), not with its page.
 */
export function FeedbackOnRequest(props: FeedbackOnRequestProps) {
  return (
    <FeedbackScope>
      <ShowOnRequest {...props} />
    </FeedbackScope>
  );
}
