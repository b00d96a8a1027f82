/**
 * Drop-down menus (the account menu): their popup engine is the heaviest part of antd's overlays,
 * so they are a module of their own, loaded only where a menu is shown.
 */
import '../styles/menus.css';
export { Dropdown } from 'antd';
export type { MenuProps } from 'antd';
