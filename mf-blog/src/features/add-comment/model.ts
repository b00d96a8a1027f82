import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, Violation } from '@microloans/platform';
import type { AddBlogCommentRequest, BlogCommentAddedDto } from '@microloans/shared-contracts/api';
import { commentApi, commentElementId, commentPublished } from '../../entities/comment';
import { commentTexts } from './lib/rules';

/** A comment as the reader wrote it: on the post (`parentId` null) or in answer to a comment. */
export type CommentDraft = { postId: number; parentId: number | null; text: string; authorName: string | null };

/** Which form: the post's, and the comment it answers (null for the post's own form). */
type FormOf = { postId: number; parentId: number | null };

/** How the last sending ended, for the form that sent it. */
export type CommentOutcome = FormOf &
  (
    | { kind: 'published'; commentId: number }
    | { kind: 'refused'; violations: Violation[] }
    /** `connection`: the client's words for a comment that got no answer (no network, no server), else null. */
    | { kind: 'failed'; connection: string | null }
  );

/** A form passed its rules. */
export const commentSubmitted = createEvent<CommentDraft>();
/** «Ответить» under a comment: its form opens (and any other reply form closes). */
export const replyOpened = createEvent<number>();
/** «Отмена» in a reply form. */
export const replyClosed = createEvent();

const toRequest = ({ postId, parentId, text, authorName }: CommentDraft): AddBlogCommentRequest => ({
  postId,
  text,
  ...(parentId !== null ? { parentId } : {}),
  ...(authorName ? { authorName } : {}),
});

export const addCommentFx = createEffect<CommentDraft, BlogCommentAddedDto, ApiError>((draft) => commentApi.add(toRequest(draft)));

/** The form whose comment is on its way (its `parentId`); null when none is. */
export const $sending = createStore<FormOf | null>(null)
  .on(addCommentFx, (_, { postId, parentId }) => ({ postId, parentId }))
  .reset(addCommentFx.finally);

export const $outcome = createStore<CommentOutcome | null>(null)
  .on(addCommentFx.done, (_, { params, result }) => ({ postId: params.postId, parentId: params.parentId, kind: 'published', commentId: result.comment.id }))
  .on(addCommentFx.fail, (_, { params: { postId, parentId }, error }) =>
    error.kind === 'validation' && error.violations.length > 0
      ? { postId, parentId, kind: 'refused', violations: error.violations }
      : { postId, parentId, kind: 'failed', connection: error.kind === 'network' ? error.message : null },
  )
  .reset([commentSubmitted, replyOpened, replyClosed]);

/** The comment whose reply form is open; one at a time. */
export const $replyTo = createStore<number | null>(null)
  .on(replyOpened, (_, id) => id)
  .reset(replyClosed);

/**
 * Moves the focus to a published reply: its form closes, and the reader goes on from the reply it
 * became, not from the page's top. The tree draws the reply as the published comments change (React
 * renders that before the next task), so the focus moves in the next task.
 */
export const focusReplyFx = createEffect((commentId: number) => {
  setTimeout(() => document.getElementById(commentElementId(commentId))?.focus(), 0);
});

/** What the polite live region says: «Комментарий опубликован» after each comment published. */
export const $announcement = createStore('')
  .on(addCommentFx.done, () => commentTexts.published)
  .reset(commentSubmitted);

// One comment on its way at a time: a second press of «Отправить» meanwhile sends nothing.
sample({ clock: commentSubmitted, source: $sending, filter: (sending) => sending === null, fn: (_, draft) => draft, target: addCommentFx });
sample({ clock: addCommentFx.doneData, fn: ({ comment }) => comment, target: commentPublished });
// A published reply closes its form: the reply is in the tree now.
sample({ clock: addCommentFx.done, filter: ({ params }) => params.parentId !== null, target: replyClosed });
sample({ clock: addCommentFx.done, filter: ({ params }) => params.parentId !== null, fn: ({ result }) => result.comment.id, target: focusReplyFx });
