import * as yup from 'yup';
import { blogCommentMessages, blogCommentRules, validationMessages } from '@microloans/shared-contracts/validation';

/** The server's limits (AddBlogCommentRequest): the form asks for the same before it sends. */
export const commentLimits = {
  textMin: blogCommentRules.text.min,
  textMax: blogCommentRules.text.max,
  nameMin: blogCommentRules.authorName.min,
  nameMax: blogCommentRules.authorName.max,
} as const;

/** The comment form's words; the rules' messages are the server's (dev-api answers 422 with them). */
export const commentTexts = {
  required: validationMessages.required,
  textTooShort: blogCommentMessages.tooShort(commentLimits.textMin),
  textTooLong: blogCommentMessages.tooLong(commentLimits.textMax),
  nameTooShort: blogCommentMessages.tooShort(commentLimits.nameMin),
  nameTooLong: blogCommentMessages.tooLong(commentLimits.nameMax),
  nameCharacters: blogCommentMessages.authorNameCharacters,
  failed: 'Не удалось отправить комментарий. Попробуйте ещё раз.',
  published: 'Комментарий опубликован',
} as const;

const nameCharacters = blogCommentRules.authorNamePattern;

export type CommentFormValues = { authorName: string; text: string };

/** The comment's rules; a guest also gives a name (a signed-in reader's first name is used). */
export function commentSchema(nameRequired: boolean) {
  const text = yup
    .string()
    .default('')
    .trim()
    .required(commentTexts.required)
    .min(commentLimits.textMin, commentTexts.textTooShort)
    .max(commentLimits.textMax, commentTexts.textTooLong);
  const authorName = nameRequired
    ? yup
        .string()
        .default('')
        .trim()
        .required(commentTexts.required)
        .min(commentLimits.nameMin, commentTexts.nameTooShort)
        .max(commentLimits.nameMax, commentTexts.nameTooLong)
        .matches(nameCharacters, commentTexts.nameCharacters)
    : yup.string().default('');
  return yup.object({ authorName, text });
}
