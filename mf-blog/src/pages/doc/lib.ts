import { sanitizeHtml } from '../../shared/sanitize-html';

/**
 * The document's body, sanitised, without its own leading `<h1>`: the page already shows the
 * document's title as its one top-level heading.
 */
export function documentBodyHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  const first = template.content.firstElementChild;
  if (first?.tagName === 'H1') first.remove();
  return template.innerHTML;
}
