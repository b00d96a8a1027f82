import { useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { $clientUuid, useApiQuery } from '@microloans/platform';
import { formatInteger } from '@microloans/shared-contracts/format';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import * as model from '../model';

const countStyle: CSSProperties = { fontWeight: 600 };

export type LikeButtonProps = {
  postId: number;
  /** The count the post came with, shown until this visitor's own answer is read. */
  likes: number;
};

/**
 * «Нравится» with the count («Нравится 34»), a toggle (`aria-pressed`): a press shows at once and the server keeps
 * it for this visitor; a failed press is put back and says so. A second press while one is on its
 * way sends nothing.
 */
export function LikeButton({ postId, likes }: LikeButtonProps) {
  const [clientUuid, states, failedPostId, toggle] = useUnit([$clientUuid, model.$likes, model.$failedPostId, model.likeToggled]);
  const { error } = useApiQuery(model.likesQuery, { postId, clientUuid });
  const known = states[postId];
  const shown: model.LikeState = known ?? { likes, liked: false };
  // Without this visitor's answer the button cannot tell a like from its withdrawal; a failed read
  // still lets the reader like the post.
  const ready = known !== undefined || error !== null;

  return (
    <Flex vertical gap={4} align="flex-start">
      <Button
        onClick={() => toggle({ postId, shown })}
        aria-pressed={shown.liked}
        disabled={!ready}
        type={shown.liked ? 'primary' : 'default'}
        size="large"
        data-testid="like-button"
      >
        <span aria-hidden="true">{shown.liked ? '♥' : '♡'}</span>
        {/* One text with the count: the button reads «Нравится 34». */}
        {`${model.likeTexts.label} `}
        <span style={countStyle} data-testid="like-count">
          {formatInteger(shown.likes)}
        </span>
      </Button>
      <div role="alert" data-testid="like-error">
        {failedPostId === postId ? <Typography.Text type="danger">{model.likeTexts.failed}</Typography.Text> : null}
      </div>
    </Flex>
  );
}
