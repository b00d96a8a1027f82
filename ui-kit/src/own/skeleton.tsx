import type { CSSProperties } from 'react';
import { themeClass } from '../theme';
import { classNames } from './class-names';

type Size = 'small' | 'default' | 'large';

export type SkeletonProps = {
  active?: boolean;
  /** A heading bar above the lines. */
  title?: boolean;
  /** The lines; `false` for none. */
  paragraph?: boolean | { rows?: number };
  /** A circle at the left; a number is its size in pixels. */
  avatar?: boolean | { size?: number };
  className?: string;
  style?: CSSProperties;
};

type ElementProps = { active?: boolean; block?: boolean; size?: Size; style?: CSSProperties };

const sizeClass = (prefix: string, size: Size | undefined) => (size === 'large' ? `${prefix}-lg` : size === 'small' ? `${prefix}-sm` : undefined);

function element(name: 'button' | 'input', { active, block, size, style }: ElementProps) {
  const prefix = `ant-skeleton-${name}`;
  return (
    <div className={classNames('ant-skeleton', 'ant-skeleton-element', active && 'ant-skeleton-active', block && 'ant-skeleton-block', themeClass)}>
      <span className={classNames(prefix, sizeClass(prefix, size))} style={style} />
    </div>
  );
}

/**
 * antd's Skeleton without antd: the same elements, classes and default widths
 * (antd/es/skeleton/Skeleton.js), animated by styles/core.css. `skeleton.test.tsx` compares it with antd's.
 */
function SkeletonBlock({ active, title = true, paragraph = true, avatar = false, className, style }: SkeletonProps) {
  const hasAvatar = !!avatar;
  const hasTitle = !!title;
  const hasParagraph = !!paragraph;
  const avatarSize = typeof avatar === 'object' ? avatar.size : undefined;
  const avatarShape = hasTitle && !hasParagraph ? 'square' : 'circle';
  const titleWidth = hasParagraph ? (hasAvatar ? '50%' : '38%') : undefined;
  const rows = (typeof paragraph === 'object' ? paragraph.rows : undefined) ?? (!hasAvatar && hasTitle ? 3 : 2);
  const lastRowWidth = !hasAvatar || !hasTitle ? '61%' : undefined;
  return (
    <div
      className={classNames('ant-skeleton', hasAvatar && 'ant-skeleton-with-avatar', active && 'ant-skeleton-active', className, themeClass)}
      style={style}
    >
      {hasAvatar ? (
        <div className="ant-skeleton-header">
          <span
            className={classNames('ant-skeleton-avatar', avatarSize === undefined && 'ant-skeleton-avatar-lg', `ant-skeleton-avatar-${avatarShape}`)}
            style={avatarSize === undefined ? {} : { width: avatarSize, height: avatarSize, lineHeight: `${avatarSize}px` }}
          />
        </div>
      ) : null}
      {hasTitle || hasParagraph ? (
        <div className="ant-skeleton-section">
          {hasTitle ? <h3 className="ant-skeleton-title" style={{ width: titleWidth }} /> : null}
          {hasParagraph ? (
            <ul className="ant-skeleton-paragraph">
              {Array.from({ length: rows }, (_, index) => (
                <li key={index} style={{ width: index === rows - 1 ? lastRowWidth : undefined }} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export const Skeleton = Object.assign(SkeletonBlock, {
  Button: (props: ElementProps) => element('button', props),
  Input: (props: ElementProps) => element('input', props),
});
