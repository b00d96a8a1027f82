import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import ruRU from 'antd/es/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { useContext, type ReactNode } from 'react';
import { theme } from './theme';
// antd's styles for the core kit, computed at build time (ui-kit/styles): nothing is computed on the phone.
import '../styles/core.css';

dayjs.locale('ru');

export type UiProviderProps = { children: ReactNode };

/**
 * antd's own loading icon is labelled "loading" (English) and, after a short load, its leave motion
 * can stay in the DOM, so a screen reader keeps announcing "loading Продолжить". Our icon is
 * decorative, so a finished load leaves the button's name as it was.
 */
const buttonConfig = { loadingIcon: <LoadingOutlined aria-hidden /> };

/** The theme with antd's style engine off: each kit module brings its styles as a CSS file instead. */
const pageTheme = { ...theme, zeroRuntime: true };

/**
 * The element antd's `App` would draw around the page, with its classes: the theme's CSS variables
 * and the page's font and colour apply under it. Not the `App` itself: that brings toasts, messages
 * and dialogs (~21 KB gzip) to every first page; `ui-kit/feedback` brings them when one is shown.
 */
function PageRoot({ children }: { children: ReactNode }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * The page's one antd context: Russian locale and the theme. The shell renders it once around
 * everything; remotes render inside it and never render their own, except when they run standalone.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ConfigProvider locale={ruRU} theme={pageTheme} button={buttonConfig}>
      <PageRoot>{children}</PageRoot>
    </ConfigProvider>
  );
}
