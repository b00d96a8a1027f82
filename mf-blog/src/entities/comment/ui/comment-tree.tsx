import type { CSSProperties, ReactNode } from 'react';
import type { BlogCommentDto, BlogCommentNodeDto } from '@microloans/shared-contracts/api';
import { formatDay } from '@microloans/shared-contracts/format';
import { brand } from '@microloans/ui-kit';

/** Replies step right by this much, for this many levels; deeper ones keep the last step (a phone stays readable). */
const indentPx = 16;
const indentedLevels = 3;

const listStyle = (depth: number): CSSProperties => ({
  listStyle: 'none',
  margin: depth === 0 ? 0 : '8px 0 0',
  padding: depth === 0 ? 0 : `0 0 0 ${depth <= indentedLevels ? indentPx : 8}px`,
  borderLeft: depth === 0 ? undefined : '2px solid #e5e7eb',
});
const itemStyle: CSSProperties = { marginTop: 12, minWidth: 0 };
const commentStyle: CSSProperties = { minWidth: 0, borderRadius: 8, outlineOffset: 2 };
const metaStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0 8px', margin: 0, fontSize: 13, color: brand.textSecondary };
const authorStyle: CSSProperties = { color: brand.text, fontWeight: 600, overflowWrap: 'anywhere' };
const textStyle: CSSProperties = { margin: '4px 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' };

/** The id of a comment's block on the page (focus goes there after it is published). */
export const commentElementId = (id: number): string => `comment-${id}`;
/** The id of a comment's author and date line (what its «Ответить» refers to). */
export const commentMetaId = (id: number): string => `comment-${id}-meta`;

export type CommentTreeProps = {
  nodes: readonly BlogCommentNodeDto[];
  /** Controls under a comment's text («Ответить»). */
  renderActions?: (comment: BlogCommentDto) => ReactNode;
  /** Shown under a comment, above its replies (the reply form). */
  renderBelow?: (comment: BlogCommentDto) => ReactNode;
};

type CommentListProps = CommentTreeProps & { depth: number };

function CommentList({ nodes, depth, renderActions, renderBelow }: CommentListProps) {
  return (
    <ul style={listStyle(depth)} data-testid={depth === 0 ? 'comment-tree' : undefined}>
      {nodes.map((node) => (
        <li key={node.id} style={itemStyle} data-testid={commentElementId(node.id)} data-depth={depth}>
          <div id={commentElementId(node.id)} tabIndex={-1} style={commentStyle}>
            <p style={metaStyle} id={commentMetaId(node.id)}>
              <span style={authorStyle} data-testid="comment-author">
                {node.authorName}
              </span>
              <time dateTime={node.createdAt}>{formatDay(node.createdAt)}</time>
            </p>
            {/* The reader's words are text: React never parses them as markup. */}
            <p style={textStyle} data-testid="comment-text">
              {node.text}
            </p>
            {renderActions?.(node)}
          </div>
          {renderBelow?.(node)}
          {node.children.length > 0 ? <CommentList nodes={node.children} depth={depth + 1} renderActions={renderActions} renderBelow={renderBelow} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Comments with their replies nested (a list inside a list), author, date and text. */
export function CommentTree(props: CommentTreeProps) {
  return <CommentList {...props} depth={0} />;
}
