import { logError } from './logger';

/**
 * Unhandled errors and unhandled promise rejections of the whole page go to the logger. Returns
 * the function that stops capturing.
 */
export function captureGlobalErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const onError = (event: ErrorEvent) => {
    void logError(event.error ?? event.message, {
      kind: 'unhandled-error',
      source: event.filename || null,
      line: event.lineno || null,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void logError(event.reason, { kind: 'unhandled-rejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
