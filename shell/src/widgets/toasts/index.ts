export { Toasts } from './toasts';
