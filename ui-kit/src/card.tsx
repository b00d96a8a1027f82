import { theme as antdTheme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

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
 */
export function Card({ title, extra, size = 'default', style, styles, children, ...rest }: CardProps) {
  const { token } = antdTheme.useToken();
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {title || extra ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginXS,
            minHeight: size === 'small' ? 38 : 56,
            padding: `0 ${padding}px`,
            borderBottom: border,
            ...styles?.header,
          }}
        >
          <div style={{ fontWeight: token.fontWeightStrong, fontSize: size === 'small' ? token.fontSize : token.fontSizeLG, color: token.colorTextHeading }}>
            {title}
          </div>
          {extra ? <div>{extra}</div> : null}
        </div>
      ) : null}
      <div style={{ padding, ...styles?.body }}>{children}</div>
    </div>
  );
}
