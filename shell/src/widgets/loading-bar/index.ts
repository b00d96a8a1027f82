export { LoadingBar, loadingBarDurationMs } from './loading-bar';
