import type { HTMLAttributes } from 'react';
import { themeClass } from '../theme';
import { classNames } from './class-names';

export type TagProps = HTMLAttributes<HTMLSpanElement> & { variant?: 'filled' | 'outlined'; 'data-testid'?: string };

/** antd's Tag without antd (a short label), in antd's markup and build-time CSS. Not closable. */
export function Tag({ variant = 'filled', className, ...rest }: TagProps) {
  return <span {...rest} className={classNames('ant-tag', `ant-tag-${variant}`, themeClass, className)} />;
}
