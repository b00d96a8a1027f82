import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Input } from 'antd';
import type { ComponentProps, CSSProperties } from 'react';
import { AntdScope } from './antd-scope';

/** WCAG 2.2 target size: the show/hide toggle is at least 24 × 24 px (antd's is the icon's 14). */
const toggleStyle: CSSProperties = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24 };

const renderToggle = (visible: boolean) => <span style={toggleStyle}>{visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}</span>;

/**
 * A password field with a show/hide toggle a finger can hit. The size is set on the element (antd
 * adds its class and handlers to what `iconRender` returns), not by a stylesheet: a kit module
 * with CSS makes every remote's entry carry a CSS loader for its fallback copy of the kit.
 */
export function PasswordInput(props: ComponentProps<typeof Input.Password>) {
  return (
    <AntdScope>
      <Input.Password iconRender={renderToggle} {...props} />
    </AntdScope>
  );
}
