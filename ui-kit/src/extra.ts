/**
 * Components no page shows at first paint: status screens, notices, tags. A shared singleton like
 * the core kit, loaded with the first page that uses one.
 */
import '../styles/extra.css';
// The kit's own (kit 4.3.0): antd's markup and build-time CSS without antd's code, so a page of
// text, notices and tags (a document, the blog, the shop window, the history) loads no antd.
export { Alert, Avatar, Empty, Result, Tag } from './own/extra';
export type { AlertProps, AlertType, AvatarProps, EmptyProps, ResultProps, TagProps } from './own/extra';
export { StatusTag } from './status-tag';
export type { StatusTagProps, StatusTone } from './status-tag';
