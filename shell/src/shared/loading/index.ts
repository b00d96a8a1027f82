export { beginLoading, loadingBarFadeMs, loadingBarThrottleMs, loadingTracker } from './loading-tracker';
