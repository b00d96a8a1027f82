import { Children, type ReactNode } from 'react';
import { themeClass } from '../theme';
import { classNames } from './class-names';

export type SpaceProps = { children?: ReactNode; className?: string };

/** antd's Space (horizontal, small gap) without antd: each child in its own item. */
export function Space({ children, className }: SpaceProps) {
  return (
    <div
      className={classNames('ant-space', 'ant-space-horizontal', 'ant-space-align-center', 'ant-space-gap-row-small', 'ant-space-gap-col-small', className, themeClass)}
    >
      {Children.toArray(children).map((child, index) => (
        <div key={index} className="ant-space-item">
          {child}
        </div>
      ))}
    </div>
  );
}
