/**
 * The kit's own versions of antd's simplest components: antd's markup and classes, drawn by the
 * theme's build-time CSS (styles/core.css), without antd's code. The first page is made of these
 * only, so it loads no antd at all; antd comes with the first form control, notice or menu.
 */
export { Button, buttonClassName } from './button';
export type { ButtonLook, ButtonProps, ButtonType } from './button';
export { Flex } from './flex';
export type { FlexProps } from './flex';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { Space } from './space';
export type { SpaceProps } from './space';
