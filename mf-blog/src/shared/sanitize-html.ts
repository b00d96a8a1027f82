import DOMPurify from 'dompurify';

/**
 * HTML from the API made safe to inject (SPEC §5): scripts, event handlers and javascript: URLs
 * removed by DOMPurify, and `width`/`height` stripped so pictures follow the page's layout.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_ATTR: ['width', 'height'], FORBID_TAGS: ['style'] });
}
