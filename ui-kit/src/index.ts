/**
 * Core kit: what pages need at first paint. Form controls live in `ui-kit/forms`, loaded only by
 * pages that show a form. Both are shared singletons provided by the shell, so there is one antd
 * (and one antd context) on the page.
 */
export { UiProvider } from './provider';
export type { UiProviderProps } from './provider';
export { brand, theme } from './theme';
export {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Grid,
  Layout,
  Menu,
  Result,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
export type { ButtonProps, MenuProps } from 'antd';
