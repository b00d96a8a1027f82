/** Writing a comment or a reply: its rules, its sending, the form and «Ответить». */
export {
  $announcement,
  $outcome,
  $replyTo,
  $sending,
  addCommentFx,
  focusReplyFx,
  commentSubmitted,
  replyClosed,
  replyOpened,
} from './model';
export type { CommentDraft, CommentOutcome } from './model';
export { commentLimits, commentSchema, commentTexts } from './lib/rules';
export type { CommentFormValues } from './lib/rules';
export { CommentForm } from './ui/comment-form';
export type { CommentFormProps } from './ui/comment-form';
export { ReplyButton, replyButtonId } from './ui/reply-button';
export type { ReplyButtonProps } from './ui/reply-button';
