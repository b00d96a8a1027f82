import { App, ConfigProvider } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { theme } from './theme';

dayjs.locale('ru');

export type UiProviderProps = { children: ReactNode };

/**
 * The page's one antd context: Russian locale, the theme, and `App` for message/notification.
 * The shell renders it once around everything; remotes render inside it and never render their
 * own, except when they run standalone.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ConfigProvider locale={ruRU} theme={theme}>
      <App notification={{ placement: 'topRight', duration: 3 }}>{children}</App>
    </ConfigProvider>
  );
}
