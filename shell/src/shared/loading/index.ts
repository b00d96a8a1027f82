export { $loadingBar, beginLoading, bindLoadingToScope, loadingBarFadeMs, loadingBarThrottleMs } from './model';
export type { LoadingPhase, LoadingSnapshot } from './model';
