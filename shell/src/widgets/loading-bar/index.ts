export { LoadingBar, loadingBarDurationMs } from './loading-bar';
export { beginLoading, loadingBarThrottleMs, loadingTracker } from './loading-tracker';
