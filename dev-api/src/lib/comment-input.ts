import { blogCommentMessages, blogCommentRules } from '@microloans/shared-contracts/validation';
import { isBlank, readNumber, readString, type JsonRecord } from './body';
import { MESSAGES, ViolationList } from './violations';

export type CommentInput = { text: string; parentId: number | null; authorName: string };

type CommentContext = {
  /** Ids of the post's comments: a reply must answer one of them. */
  commentIds: readonly number[];
  /** The signed-in user's name for a comment without `authorName`; `undefined` for a guest. */
  signedInName: string | undefined;
};

function checkLength(violations: ViolationList, field: string, value: string, limits: { min: number; max: number }): void {
  if (value.length < limits.min) violations.add(field, blogCommentMessages.tooShort(limits.min));
  else if (value.length > limits.max) violations.add(field, blogCommentMessages.tooLong(limits.max));
}

/** A new comment's fields, trimmed; 422 with every refused field. The text is kept as plain text. */
export function readCommentInput(body: JsonRecord, { commentIds, signedInName }: CommentContext): CommentInput {
  const violations = new ViolationList();

  const text = readString(body, 'text') ?? '';
  if (text === '') violations.add('text', MESSAGES.required);
  else checkLength(violations, 'text', text, blogCommentRules.text);

  const givenName = readString(body, 'authorName') ?? '';
  if (givenName === '') {
    if (signedInName === undefined) violations.add('authorName', MESSAGES.required);
  } else {
    checkLength(violations, 'authorName', givenName, blogCommentRules.authorName);
    if (!blogCommentRules.authorNamePattern.test(givenName)) violations.add('authorName', blogCommentMessages.authorNameCharacters);
  }

  let parentId: number | null = null;
  if (!isBlank(body.parentId)) {
    const value = readNumber(body, 'parentId');
    if (value === undefined || !commentIds.includes(value)) violations.add('parentId', blogCommentMessages.parentUnknown);
    else parentId = value;
  }

  violations.throwIfAny();
  return { text, parentId, authorName: givenName || signedInName || 'Гость' };
}
