export { RichText } from './rich-text';
export type { RichTextProps } from './rich-text';
export { sanitizeHtml, sanitizeWithWindow } from './sanitize-html';
