import type { ReactNode } from 'react';
import { Tag } from './own/tag';

/** What a status means to the borrower; each tone keeps 4.5:1 text contrast (WCAG 2.2 AA). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

// antd's preset colours (green #389e0d on #f6ffed and the like) fall below 4.5:1 for small text.
const tones: Record<StatusTone, { color: string; background: string; border: string }> = {
  success: { color: '#1f6b0a', background: '#f1fae8', border: '#b7dc9f' },
  warning: { color: '#8a4b00', background: '#fff6e6', border: '#f3cf8e' },
  danger: { color: '#a8071a', background: '#fff1f0', border: '#ffb3ad' },
  info: { color: '#0a4fb3', background: '#eef5ff', border: '#a9c8f5' },
  neutral: { color: '#434a54', background: '#f4f5f7', border: '#d5d9e0' },
};

export type StatusTagProps = { tone: StatusTone; children: ReactNode };

/** A short status (an application's, an e-mail's) as a tag that stays readable. */
export function StatusTag({ tone, children }: StatusTagProps) {
  const { color, background, border } = tones[tone];
  return (
    <Tag variant="outlined" style={{ color, background, borderColor: border, marginInlineEnd: 0, whiteSpace: 'nowrap' }}>
      {children}
    </Tag>
  );
}
