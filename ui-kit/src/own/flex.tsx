import type { CSSProperties, ElementType, HTMLAttributes, Ref } from 'react';
import { themeClass } from '../theme';
import { classNames } from './class-names';

type Preset = 'small' | 'middle' | 'large';

export type FlexProps = HTMLAttributes<HTMLElement> & {
  vertical?: boolean;
  wrap?: boolean | CSSProperties['flexWrap'];
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  /** A preset (`small`, `middle`, `large`) or any CSS length; a number is pixels. */
  gap?: Preset | CSSProperties['gap'];
  flex?: CSSProperties['flex'];
  component?: ElementType;
  ref?: Ref<HTMLElement>;
};

const presets: readonly string[] = ['small', 'middle', 'large'];

/**
 * antd's Flex without antd: the same element and classes (styles/core.css), the gap inline unless
 * it is a preset. `flex.test.tsx` compares it with antd's.
 */
export function Flex({ vertical = false, wrap, justify, align, gap, flex, component: Component = 'div', className, style, ...rest }: FlexProps) {
  const wrapValue = wrap === true ? 'wrap' : wrap || undefined;
  const preset = typeof gap === 'string' && presets.includes(gap);
  const merged: CSSProperties = { ...style };
  if (flex !== undefined && flex !== null) merged.flex = flex;
  if (gap !== undefined && gap !== null && !preset) merged.gap = gap;
  return (
    <Component
      {...rest}
      className={classNames(
        className,
        'ant-flex',
        themeClass,
        wrapValue && `ant-flex-wrap-${wrapValue}`,
        align ? `ant-flex-align-${align}` : vertical && 'ant-flex-align-stretch',
        justify && `ant-flex-justify-${justify}`,
        preset && `ant-flex-gap-${gap}`,
        vertical && 'ant-flex-vertical',
      )}
      style={merged}
    />
  );
}
