import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { siteOrigin } from '@microloans/platform';
import { decideNavigation } from '@microloans/shared-contracts/navigation';

/**
 * HTML from the API, made safe to show (SPEC §5). It keeps text and the markup of a document:
 * headings, paragraphs, lists, tables, quotes, emphasis, links and images; nothing else that acts.
 * No form controls, frames, objects, scripts, styles, event handlers, ids or classes survive.
 * - a link keeps its target only when it is a page of this site (its resolved path), another site
 *   over http(s) (opened in a new tab, `rel="noopener noreferrer"`), or mailto:/tel:; any other
 *   link loses its target and stays as text;
 * - an image stays only when it comes from this site or over https, and loads lazily
 *   (`loading="lazy"`, `decoding="async"`): a long post does not fetch every picture up front;
 * - `width`/`height` are stripped (SPEC §5), so pictures follow the page's layout.
 */
const allowedTags = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'time', 'tr', 'u', 'ul',
];
const allowedAttributes = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'scope', 'datetime', 'start', 'reversed'];

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const contactSchemes = new Set(['mailto:', 'tel:']);

function contactLink(href: string): string | null {
  try {
    const url = new URL(href);
    return contactSchemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function settleLink(link: Element, origin: string): void {
  const href = link.getAttribute('href');
  link.removeAttribute('href');
  if (href === null) return;
  const decision = decideNavigation(href, origin);
  if (decision.kind === 'inside') {
    link.setAttribute('href', decision.path);
  } else if (decision.kind === 'outside') {
    link.setAttribute('href', decision.url);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  } else {
    const contact = contactLink(href.trim());
    if (contact) link.setAttribute('href', contact);
  }
}

function settleImage(image: Element, origin: string): void {
  const decision = decideNavigation(image.getAttribute('src'), origin);
  if (decision.kind === 'inside') image.setAttribute('src', decision.path);
  else if (decision.kind === 'outside' && decision.url.startsWith('https:')) image.setAttribute('src', decision.url);
  else {
    image.remove();
    return;
  }
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

/** A DOM to sanitise in where the page has none (the server): set once by the server side. */
let serverWindow: Window | null = null;

/** The server side's DOM (jsdom's window): the same sanitiser then runs there, with the same rules. */
export function sanitizeWithWindow(window: Window): void {
  serverWindow = window;
  purifier = null;
  sanitised.clear();
  sanitisedChars = 0;
}

function domWindow(): Window {
  const own = typeof window === 'undefined' ? serverWindow : window;
  if (!own) throw new Error('sanitizeHtml: no DOM to sanitise in');
  return own;
}

let purifier: DOMPurify | null = null;

/** One purifier of our own (its hooks never touch another DOMPurify user on the page). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(domWindow() as Window & typeof globalThis);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links and images are settled below, on the finished tree.
    if (node.nodeName === 'A') node.removeAttribute('target');
  });
  return purifier;
}

export type SanitizeOptions = {
  /** Drop a leading `<h1>`: the page already shows the title as its one top-level heading. */
  dropLeadingHeading?: boolean;
};

/**
 * Content sanitised once: the server draws a post for every visitor, and the browser again on
 * each visit of a page, from the same HTML. Kept by what decides the answer (the site's address,
 * the option, the HTML), the most recently used first, within a bound on the characters held.
 */
const sanitised = new Map<string, string>();
let sanitisedChars = 0;
const sanitisedCharsAtMost = 4_000_000;

function remember(key: string, safe: string): void {
  sanitised.set(key, safe);
  sanitisedChars += key.length + safe.length;
  for (const [oldest, kept] of sanitised) {
    if (sanitisedChars <= sanitisedCharsAtMost) break;
    sanitised.delete(oldest);
    sanitisedChars -= oldest.length + kept.length;
  }
}

export function sanitizeHtml(html: string, { dropLeadingHeading = false }: SanitizeOptions = {}): string {
  const origin = siteOrigin();
  const key = `${origin}\n${dropLeadingHeading ? 1 : 0}\n${html}`;
  const kept = sanitised.get(key);
  if (kept !== undefined) {
    // Used again: the newest, the last to go.
    sanitised.delete(key);
    sanitised.set(key, kept);
    return kept;
  }
  const safe = sanitizeNow(html, origin, dropLeadingHeading);
  remember(key, safe);
  return safe;
}

function sanitizeNow(html: string, origin: string, dropLeadingHeading: boolean): string {
  // DOMPurify's own serialisation is the safe form; it is then settled in an inert template (no
  // script runs and no image loads there) and serialised again.
  const template = domWindow().document.createElement('template');
  template.innerHTML = getPurifier().sanitize(html, config);
  const content = template.content;
  content.querySelectorAll('a').forEach((link) => settleLink(link, origin));
  content.querySelectorAll('img').forEach((image) => settleImage(image, origin));
  if (dropLeadingHeading && content.firstElementChild?.tagName === 'H1') content.firstElementChild.remove();
  return template.innerHTML;
}
