/**
 * Components no page shows at first paint: status screens, notices, tags. A shared singleton like
 * the core kit, loaded with the first page that uses one.
 */
import '../styles/extra.css';
import { Alert as AntdAlert, Avatar as AntdAvatar, Empty as AntdEmpty, Result as AntdResult, Tag as AntdTag } from 'antd';
import { inAntdScope } from './antd-scope';

// Each in antd's context (AntdScope).
export const Alert = inAntdScope(AntdAlert);
export const Avatar = inAntdScope(AntdAvatar);
export const Empty = Object.assign(inAntdScope(AntdEmpty), { PRESENTED_IMAGE_SIMPLE: AntdEmpty.PRESENTED_IMAGE_SIMPLE });
export const Result = inAntdScope(AntdResult);
export const Tag = inAntdScope(AntdTag);
export { StatusTag } from './status-tag';
export type { StatusTagProps, StatusTone } from './status-tag';
