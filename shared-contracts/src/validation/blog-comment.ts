/**
 * A blog comment's rules (AddBlogCommentRequest), one definition for the form that checks them
 * before sending and the server that checks them again (its 422 uses the same words). Lengths
 * are counted after trimming.
 */
export const blogCommentRules = {
  text: { min: 2, max: 2000 },
  authorName: { min: 2, max: 40 },
  /** Cyrillic or Latin letters, spaces, hyphens and apostrophes, with at least one letter. */
  authorNamePattern: /^(?=.*[A-Za-zА-ЯЁа-яё])[A-Za-zА-ЯЁа-яё '’-]+$/,
} as const;

export const blogCommentMessages = {
  tooShort: (min: number) => `Не короче ${min} символов`,
  tooLong: (max: number) => `Не более ${max} символов`,
  authorNameCharacters: 'Укажите имя буквами',
  parentUnknown: 'Комментарий не найден',
} as const;
