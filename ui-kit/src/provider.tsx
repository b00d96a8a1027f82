import type { ReactNode } from 'react';
// antd's styles for the core kit, computed at build time (ui-kit/styles): nothing is computed on the phone.
import '../styles/core.css';

export type UiProviderProps = { children: ReactNode };

/**
 * The page's root: the element antd's `App` would draw, with its class (the page's font and
 * colour apply under it). The shell renders it once around
 * everything; remotes render inside it and never render their own, except when they run
 * standalone. It holds no antd: the kit's antd components bring antd's context with them
 * (`AntdScope`), so a page that draws none loads no antd.
 */
export function UiProvider({ children }: UiProviderProps) {
  return <div className="ant-app">{children}</div>;
}
