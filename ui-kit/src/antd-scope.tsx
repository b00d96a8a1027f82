import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { theme } from './theme';

/**
 * antd's own loading icon is labelled "loading" (English) and, after a short load, its leave motion
 * can stay in the DOM, so a screen reader keeps announcing "loading Продолжить". Our icon is
 * decorative, so a finished load leaves the button's name as it was.
 */
const buttonConfig = { loadingIcon: <LoadingOutlined aria-hidden /> };

/** The theme with antd's style engine off: each kit module brings its styles as a CSS file instead. */
const scopeTheme = { ...theme, zeroRuntime: true };

const InsideScope = createContext(false);

export type AntdScopeProps = { children: ReactNode };

/**
 * antd's context (Russian locale, the theme, antd's style engine off) for the antd components
 * inside: the same configuration wherever it is drawn, from the one copy of antd the shell
 * provides. Every antd component the kit exports draws its own scope unless one is already around
 * it (`inAntdScope`), so no part can draw antd without it. The first page has none: its kit
 * (`ui-kit`) is the kit's own components, and antd's code comes with the first module that draws
 * antd (forms, menus, dialogs).
 */
export function AntdScope({ children }: AntdScopeProps) {
  if (useContext(InsideScope)) return children;
  return (
    <ConfigProvider locale={ruRU} theme={scopeTheme} button={buttonConfig}>
      <InsideScope.Provider value>{children}</InsideScope.Provider>
    </ConfigProvider>
  );
}

/**
 * The antd component, drawn inside an `AntdScope`. Static members are not carried over: a module
 * adds those a page uses, each wrapped too (`Input.Password`).
 */
export function inAntdScope<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  function InAntdScope(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  InAntdScope.displayName = `InAntdScope(${Component.displayName ?? Component.name ?? 'antd'})`;
  return InAntdScope;
}
