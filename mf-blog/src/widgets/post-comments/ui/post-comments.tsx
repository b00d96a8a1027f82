import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { useApiQuery } from '@microloans/platform';
import { formatInteger } from '@microloans/shared-contracts/format';
import { Card, Skeleton, Typography } from '@microloans/ui-kit';
import { $publishedComments, CommentTree, commentMetaId, commentTreeQuery, countComments, withPublished } from '../../../entities/comment';
import { $announcement, $replyTo, CommentForm, ReplyButton, replyButtonId, replyClosed } from '../../../features/add-comment';

const titleId = 'post-comments-title';
const replyStyle: CSSProperties = { margin: '8px 0 0', padding: 12, background: '#F6F7FB', borderRadius: 8 };

export type PostCommentsProps = { postId: number };

/**
 * «Комментарии» under a post: the tree with replies nested, «Ответить» under each comment (its
 * form opens there, one at a time), and the form for a new comment. A published comment appears
 * in the tree at once and a polite live region says «Комментарий опубликован».
 */
export function PostComments({ postId }: PostCommentsProps) {
  const { data, error, pending, retry } = useApiQuery(commentTreeQuery, postId);
  const [published, replyTo, closeReply, announcement] = useUnit([$publishedComments, $replyTo, replyClosed, $announcement]);
  // «Отмена» closes the form; the focus goes back to the «Ответить» that opened it.
  const handleReplyCancelled = (commentId: number) => {
    closeReply();
    document.getElementById(replyButtonId(commentId))?.focus();
  };
  const nodes = data ? withPublished(data.comments, published, postId) : null;
  const count = nodes ? countComments(nodes) : null;

  let content;
  if (error) {
    content = <LoadFailed title="Не удалось загрузить комментарии" error={error} retry={retry} compact data-testid="comments-error" />;
  } else if (pending || !nodes) {
    content = (
      <div role="status" aria-label="Загрузка комментариев" data-testid="comments-loading">
        <Skeleton active avatar={false} paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (nodes.length === 0) {
    content = (
      <Typography.Paragraph type="secondary" data-testid="comments-empty">
        Комментариев пока нет — будьте первым
      </Typography.Paragraph>
    );
  } else {
    content = (
      <CommentTree
        nodes={nodes}
        renderActions={(comment) => <ReplyButton commentId={comment.id} describedBy={commentMetaId(comment.id)} />}
        renderBelow={(comment) =>
          replyTo === comment.id ? (
            <div style={replyStyle}>
              <CommentForm
                postId={postId}
                parentId={comment.id}
                onCancel={() => handleReplyCancelled(comment.id)}
                aria-label={`Ответ на комментарий: ${comment.authorName}`}
                data-testid="reply-form"
              />
            </div>
          ) : null
        }
      />
    );
  }

  return (
    <section aria-labelledby={titleId} data-testid="post-comments">
      <Card>
        <Typography.Title level={2} id={titleId} style={{ fontSize: 22, marginTop: 0 }}>
          Комментарии
          {count !== null && count > 0 ? (
            <span data-testid="comments-count">
              {' '}
              ({formatInteger(count)})
            </span>
          ) : null}
        </Typography.Title>
        {content}
        <Typography.Title level={3} style={{ fontSize: 18, marginTop: 24 }}>
          Оставить комментарий
        </Typography.Title>
        <CommentForm postId={postId} aria-label="Новый комментарий" data-testid="comment-form" />
        {/* Always on the page, so the words put in it are read out. */}
        <div role="status" aria-live="polite" data-testid="comment-announcement" style={{ marginTop: 8 }}>
          {announcement ? <Typography.Text type="success">{announcement}</Typography.Text> : null}
        </div>
      </Card>
    </section>
  );
}
