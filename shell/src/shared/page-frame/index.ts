export { PageFrameView } from './page-frame';
export type { PageFrameViewProps } from './page-frame';
