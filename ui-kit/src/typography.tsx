import type { CSSProperties, HTMLAttributes } from 'react';
import { classNames } from './own/class-names';
import { brand, themeClass } from './theme';

/**
 * Headings and text drawn with the theme's tokens, like antd's Typography, with the part of its
 * API the product uses: `Title` (`level`), `Text` (`type`, `strong`), `Paragraph` (`type`,
 * `ellipsis.rows`). antd's Typography brings Tooltip, TextArea and their icons for its copy and
 * edit features: ~20 KB gzip on every page, the first one included, for text. The tokens are the
 * theme's CSS variables (styles/core.css, declared on `themeClass`): no antd code computes them.
 */
export type TextType = 'secondary' | 'success' | 'warning' | 'danger';

/** Every type's colour reads at 4.5:1 or better on white (antd's warning yellow does not). */
const colors: Record<TextType, string> = {
  secondary: 'var(--ant-color-text-description)',
  success: brand.successText,
  warning: brand.warningText,
  danger: 'var(--ant-color-error)',
};

const colorOf = (type: TextType | undefined) => (type ? colors[type] : undefined);
const withThemeClass = (...names: (string | undefined)[]) => classNames(themeClass, ...names);

export type TitleProps = HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 };

function Title({ level = 1, className, style, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      {...rest}
      className={withThemeClass(className)}
      style={{
        marginBottom: '0.5em',
        color: 'var(--ant-color-text-heading)',
        fontWeight: 'var(--ant-font-weight-strong)',
        fontSize: `var(--ant-font-size-heading-${level})`,
        lineHeight: `var(--ant-line-height-heading-${level})`,
        ...style,
      }}
    />
  );
}

export type TextProps = HTMLAttributes<HTMLSpanElement> & { type?: TextType; strong?: boolean };

function Text({ type, strong = false, className, style, children, ...rest }: TextProps) {
  return (
    <span {...rest} className={withThemeClass('kit-text', className)} style={{ color: colorOf(type), ...style }}>
      {strong ? <strong style={{ fontWeight: 'var(--ant-font-weight-strong)' }}>{children}</strong> : children}
    </span>
  );
}

export type ParagraphProps = HTMLAttributes<HTMLDivElement> & {
  type?: TextType;
  /** Cut the text to this many lines with an ellipsis. */
  ellipsis?: { rows: number };
};

function Paragraph({ type, ellipsis, className, style, ...rest }: ParagraphProps) {
  const clamp: CSSProperties | undefined = ellipsis
    ? { display: '-webkit-box', WebkitLineClamp: ellipsis.rows, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
    : undefined;
  return <div {...rest} className={withThemeClass('kit-paragraph', className)} style={{ marginBottom: '1em', color: colorOf(type), ...clamp, ...style }} />;
}

export const Typography = { Title, Text, Paragraph } as const;
