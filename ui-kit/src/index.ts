/**
 * Core kit: what the first page needs, and no more (each export of a shared module is paid for by
 * every page that loads it) — and no antd: the kit's own components draw antd's markup, styled by
 * antd's build-time CSS. Form controls live in `ui-kit/forms`, toasts, messages and dialogs in
 * `ui-kit/feedback`, menus in `ui-kit/menus` (these bring antd, each with its context), notices
 * and status screens in `ui-kit/extra`; all are shared singletons provided by the shell, so there
 * is one antd on the page.
 */
export { UiProvider } from './provider';
export type { UiProviderProps } from './provider';
export { brand, theme } from './theme';
export { Card } from './card';
export type { CardProps } from './card';
export { Typography } from './typography';
export type { ParagraphProps, TextProps, TextType, TitleProps } from './typography';
export { Button, buttonClassName, Flex, Skeleton, Space } from './own';
export type { ButtonLook, ButtonProps, ButtonType, FlexProps, SkeletonProps, SpaceProps } from './own';
export { ModuleUnavailable } from './own/module-unavailable';
export type { ModuleUnavailableProps } from './own/module-unavailable';
export { lazyModule } from './lazy-module';
export type { LazyModule, LazyModuleOptions } from './lazy-module';
