export { Toasts } from './toasts';
export type { ToastsProps } from './toasts';
