/**
 * Components no page shows at first paint: status screens, notices, tags, the account menu. A
 * shared singleton like the core kit, loaded with the first page (or menu) that uses one.
 */
export { Alert, Avatar, Dropdown, Empty, Result, Tag } from 'antd';
export type { MenuProps } from 'antd';
