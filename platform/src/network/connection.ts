/**
 * The browser's connection as the page knows it. `navigator.onLine` is false only when the phone
 * has no network at all; a network that answers nothing still says true, so a failure while "on
 * line" is retried before the page gives up (`load-module.ts`).
 */
export const connectionTexts = {
  offline: 'Нет соединения с интернетом',
  /** The network is there, but what was asked for did not arrive. */
  unreachable: 'Не удалось связаться с сервером',
  checkAndRetry: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  /** What was not loaded is loaded again by itself when the browser is back on line. */
  loadsWhenOnline: 'Как только связь появится, загрузим снова.',
} as const;

/**
 * What failed for want of the network, in the borrower's words: with no network at all, that the
 * connection is missing and what was asked for comes by itself once it is back; with a network
 * that answered nothing, that the server was not reached and to try again.
 */
export const connectionFailure = (offline: boolean): { title: string; detail: string } =>
  offline
    ? { title: connectionTexts.offline, detail: connectionTexts.loadsWhenOnline }
    : { title: connectionTexts.unreachable, detail: connectionTexts.checkAndRetry };

export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Calls `listener` each time the browser comes back on line; returns the unsubscribe. */
export function onConnectionRestored(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/** When the browser last came back on line (`performance.now()`); never yet: -1. */
let restoredAt = -1;
onConnectionRestored(() => (restoredAt = performance.now()));

/**
 * The browser came back on line after `time` (a `performance.now()`): a request sent off line
 * whose failure is seen only now has missed the `online` that would have sent it again.
 */
export const cameBackOnlineSince = (time: number): boolean => restoredAt >= time;
