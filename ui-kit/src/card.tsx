import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { classNames } from './own/class-names';
import { themeClass } from './theme';

export type CardProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title?: ReactNode;
  /** Shown at the right of the title row (a link, a button). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  styles?: { header?: CSSProperties; body?: CSSProperties };
};

/**
 * A surface for content, drawn with the theme's tokens like antd's Card, with the part of its API
 * the product uses (title, extra, size, styles). antd's Card imports Tabs, which imports Dropdown,
 * Menu and their popup engine: ~30 KB gzip on the first page for a bordered box with a title.
 * The tokens are the theme's CSS variables (styles/core.css): no antd code computes them.
 */
export function Card({ title, extra, size = 'default', className, style, styles, children, ...rest }: CardProps) {
  const padding = size === 'small' ? 'var(--ant-padding-sm)' : 'var(--ant-padding-lg)';
  const border = 'var(--ant-line-width) var(--ant-line-type) var(--ant-color-border-secondary)';
  return (
    <div
      {...rest}
      className={classNames(themeClass, className)}
      style={{
        background: 'var(--ant-color-bg-container)',
        border,
        borderRadius: 'var(--ant-border-radius-lg)',
        color: 'var(--ant-color-text)',
        fontSize: 'var(--ant-font-size)',
        lineHeight: 'var(--ant-line-height)',
        ...style,
      }}
    >
      {title || extra ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 'var(--ant-margin-xs)',
            minHeight: size === 'small' ? 38 : 56,
            padding: `0 ${padding}`,
            borderBottom: border,
            ...styles?.header,
          }}
        >
          <div
            style={{
              fontWeight: 'var(--ant-font-weight-strong)',
              fontSize: size === 'small' ? 'var(--ant-font-size)' : 'var(--ant-font-size-lg)',
              color: 'var(--ant-color-text-heading)',
            }}
          >
            {title}
          </div>
          {extra ? <div>{extra}</div> : null}
        </div>
      ) : null}
      <div style={{ padding, ...styles?.body }}>{children}</div>
    </div>
  );
}
