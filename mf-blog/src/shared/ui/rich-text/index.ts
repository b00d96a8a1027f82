export { RichText } from './rich-text';
export type { RichTextProps } from './rich-text';
export { sanitizeHtml } from './sanitize-html';
