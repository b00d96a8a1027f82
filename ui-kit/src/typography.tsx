import { theme as antdTheme } from 'antd';
import type { CSSProperties, HTMLAttributes } from 'react';
import { brand } from './theme';

/**
 * Headings and text drawn with the theme's tokens, like antd's Typography, with the part of its
 * API the product uses: `Title` (`level`), `Text` (`type`, `strong`), `Paragraph` (`type`,
 * `ellipsis.rows`). antd's Typography brings Tooltip, TextArea and their icons for its copy and
 * edit features: ~20 KB gzip on every page, the first one included, for text.
 */
export type TextType = 'secondary' | 'success' | 'warning' | 'danger';

type Token = ReturnType<typeof antdTheme.useToken>['token'];

/** Every type's colour reads at 4.5:1 or better on white (antd's warning yellow does not). */
function colorOf(token: Token, type: TextType | undefined): string | undefined {
  switch (type) {
    case 'secondary':
      return token.colorTextDescription;
    case 'success':
      return brand.successText;
    case 'warning':
      return brand.warningText;
    case 'danger':
      return token.colorError;
    default:
      return undefined;
  }
}

export type TitleProps = HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 };

function Title({ level = 1, style, ...rest }: TitleProps) {
  const { token } = antdTheme.useToken();
  const Heading = `h${level}` as const;
  const sizes = [token.fontSizeHeading1, token.fontSizeHeading2, token.fontSizeHeading3, token.fontSizeHeading4, token.fontSizeHeading5];
  const lineHeights = [token.lineHeightHeading1, token.lineHeightHeading2, token.lineHeightHeading3, token.lineHeightHeading4, token.lineHeightHeading5];
  return (
    <Heading
      {...rest}
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: sizes[level - 1],
        lineHeight: lineHeights[level - 1],
        ...style,
      }}
    />
  );
}

export type TextProps = HTMLAttributes<HTMLSpanElement> & { type?: TextType; strong?: boolean };

function Text({ type, strong = false, style, children, ...rest }: TextProps) {
  const { token } = antdTheme.useToken();
  return (
    <span {...rest} className={['kit-text', rest.className].filter(Boolean).join(' ')} style={{ color: colorOf(token, type), ...style }}>
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}

export type ParagraphProps = HTMLAttributes<HTMLDivElement> & {
  type?: TextType;
  /** Cut the text to this many lines with an ellipsis. */
  ellipsis?: { rows: number };
};

function Paragraph({ type, ellipsis, style, ...rest }: ParagraphProps) {
  const { token } = antdTheme.useToken();
  const clamp: CSSProperties | undefined = ellipsis
    ? { display: '-webkit-box', WebkitLineClamp: ellipsis.rows, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
    : undefined;
  return <div {...rest} className={['kit-paragraph', rest.className].filter(Boolean).join(' ')} style={{ marginBottom: '1em', color: colorOf(token, type), ...clamp, ...style }} />;
}

export const Typography = { Title, Text, Paragraph } as const;
