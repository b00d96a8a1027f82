import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { formatDay } from '@microloans/shared-contracts/format';
import { commentsText, likesText, readingTimeText, viewsText } from '../lib/meta';

const lineStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2px 8px', margin: 0, color: '#4B5563', fontSize: 13 };

export type PostStatsProps = {
  publishedAt: string;
  readingTimeMinutes: number;
  views?: number;
  likes?: number;
  commentsCount?: number;
  /** Shown first (the author on a post's page). */
  before?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
};

/** A post's line of facts: date, reading time and, when given, views, likes and comments, «·» between them. */
export function PostStats({ publishedAt, readingTimeMinutes, views, likes, commentsCount, before, style, 'data-testid': testId }: PostStatsProps) {
  const items: Array<[key: string, node: ReactNode]> = [];
  if (before) items.push(['before', before]);
  items.push(['date', <time dateTime={publishedAt}>{formatDay(publishedAt)}</time>]);
  items.push(['reading', readingTimeText(readingTimeMinutes)]);
  if (views !== undefined) items.push(['views', viewsText(views)]);
  if (likes !== undefined) items.push(['likes', likesText(likes)]);
  if (commentsCount !== undefined) items.push(['comments', commentsText(commentsCount)]);
  return (
    <p style={{ ...lineStyle, ...style }} data-testid={testId}>
      {items.map(([key, node], index) => (
        <Fragment key={key}>
          {index > 0 ? <span aria-hidden="true">·</span> : null}
          <span data-stat={key}>{node}</span>
        </Fragment>
      ))}
    </p>
  );
}
