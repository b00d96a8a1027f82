/**
 * Drop-down menus (the account menu): their popup engine is the heaviest part of antd's overlays,
 * so they are a module of their own, loaded only where a menu is shown.
 */
import '../styles/menus.css';
import { Dropdown as AntdDropdown } from 'antd';
import { inAntdScope } from './antd-scope';

/** In antd's context (AntdScope). */
export const Dropdown = inAntdScope(AntdDropdown);
export type { MenuProps } from 'antd';
