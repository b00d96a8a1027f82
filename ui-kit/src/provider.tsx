import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { App, ConfigProvider } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { theme } from './theme';
// antd's styles for the core kit, computed at build time (ui-kit/styles): nothing is computed on the phone.
import '../styles/core.css';

dayjs.locale('ru');

export type UiProviderProps = { children: ReactNode };

/**
 * The page's one antd context: Russian locale, the theme, and `App` for message/notification.
 * The shell renders it once around everything; remotes render inside it and never render their
 * own, except when they run standalone.
 */
/**
 * antd's own loading icon is labelled "loading" (English) and, after a short load, its leave motion
 * can stay in the DOM, so a screen reader keeps announcing "loading Продолжить". Our icon is
 * decorative, so a finished load leaves the button's name as it was.
 */
const buttonConfig = { loadingIcon: <LoadingOutlined aria-hidden /> };

/** The theme with antd's style engine off: each kit module brings its styles as a CSS file instead. */
const pageTheme = { ...theme, zeroRuntime: true };

export function UiProvider({ children }: UiProviderProps) {
  return (
    <ConfigProvider locale={ruRU} theme={pageTheme} button={buttonConfig}>
      <App notification={{ placement: 'topRight', duration: 3 }}>{children}</App>
    </ConfigProvider>
  );
}
