/**
 * Components no page shows at first paint: status screens, notices, tags. A shared singleton like
 * the core kit, loaded with the first page that uses one.
 */
import '../styles/extra.css';
export { Alert, Avatar, Empty, Result, Tag } from 'antd';
export { StatusTag } from './status-tag';
export type { StatusTagProps, StatusTone } from './status-tag';
