import { useState, type CSSProperties, type ReactNode } from 'react';
import { themeClass } from '../theme';
import { classNames } from './class-names';

export type AvatarProps = {
  /** In pixels. */
  size: number;
  /** A picture; the letters show instead when it is missing or fails to load. */
  src?: string;
  alt?: string;
  children?: ReactNode;
  style?: CSSProperties;
  className?: string;
};

/**
 * antd's Avatar without antd: a round picture, or the letters it stands for, in antd's markup and
 * build-time CSS. The letters are not scaled to fit (antd measures them; the product shows one).
 */
export function Avatar({ size, src, alt, children, style, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const picture = src !== undefined && !failed;
  return (
    <span
      style={{ width: size, height: size, fontSize: 18, ...style }}
      className={classNames('ant-avatar', 'ant-avatar-circle', picture && 'ant-avatar-image', themeClass, 'ant-avatar-css-var', className)}
    >
      {picture ? (
        <img src={src} alt={alt} onError={() => setFailed(true)} />
      ) : (
        <span className="ant-avatar-string" style={{ transform: 'scale(1)' }}>
          {children}
        </span>
      )}
    </span>
  );
}
