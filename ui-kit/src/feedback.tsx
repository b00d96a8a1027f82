/**
 * Toasts, messages and dialogs: antd's `App` and its styles, in a module of their own (a shared
 * singleton like the others), so a page pays for them only when it shows one. A part that shows
 * one wraps the part of its tree that does in `FeedbackScope` and calls `useFeedback` inside it;
 * they appear in the page's theme and language (the shell's `UiProvider` is around them).
 */
import { App } from 'antd';
import type { ReactNode } from 'react';
import '../styles/feedback.css';

export type FeedbackScopeProps = { children: ReactNode };

/** SPEC §8: toasts top right, 3 s. */
const notificationConfig = { placement: 'topRight', duration: 3 } as const;

/** Where `useFeedback` works; draws no element of its own. */
export function FeedbackScope({ children }: FeedbackScopeProps) {
  return (
    <App component={false} notification={notificationConfig}>
      {children}
    </App>
  );
}

/** `{ message, notification, modal }` of the nearest `FeedbackScope`; throws without one. */
export function useFeedback(): ReturnType<typeof App.useApp> {
  const feedback = App.useApp();
  // antd's default (no App above) has empty objects for the APIs: calls would fail only later.
  if (typeof feedback.modal.confirm !== 'function') throw new Error('useFeedback: the component is not inside a FeedbackScope');
  return feedback;
}
