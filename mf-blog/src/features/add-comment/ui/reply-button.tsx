import { useUnit } from 'effector-react';
import { Button } from '@microloans/ui-kit';
import * as model from '../model';

export type ReplyButtonProps = {
  commentId: number;
  /** The id of the comment's author and date line: every «Ответить» reads the same, this tells them apart. */
  describedBy?: string;
};

/** The id of a comment's «Ответить» (the focus comes back to it when its form is cancelled). */
export const replyButtonId = (commentId: number): string => `reply-to-${commentId}`;

/** «Ответить» under a comment: opens the reply form there (closing any other). */
export function ReplyButton({ commentId, describedBy }: ReplyButtonProps) {
  const [replyTo, open] = useUnit([model.$replyTo, model.replyOpened]);
  const expanded = replyTo === commentId;
  return (
    <Button
      id={replyButtonId(commentId)}
      type="link"
      size="small"
      onClick={() => open(commentId)}
      aria-expanded={expanded}
      aria-describedby={describedBy}
      style={{ padding: 0 }}
      data-testid="reply-button"
    >
      Ответить
    </Button>
  );
}
