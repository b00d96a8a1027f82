import { useEffect } from 'react';
import { markPageHeadOwned, pageHeadOwnedBy } from './owner';

export { releasePageHead } from './owner';

/**
 * A page's head: the browser tab's title, the description search engines and link previews show,
 * and for content worth sharing (a blog post) its Open Graph tags. The shell sets each route's own
 * on every navigation (its route table); a page that shows content from the API sets the
 * content's own once it has it. The site's name is read from the page (`og:site_name`, written by
 * the shell's index.html for its project mode), so every part words titles the same way without
 * sharing state.
 */
export type PageMeta = {
  /** The page's own name; the site's name is added after it. */
  title: string;
  description?: string;
  /** A post's preview tags; `null` removes those of the page before. */
  openGraph?: { type: 'website' | 'article'; title: string; description: string; image?: string | null } | null;
};

const fallbackSiteName = 'Микрозаймы онлайн';

function headMeta(attribute: 'name' | 'property', key: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
}

function writeHeadMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = headMeta(attribute, key);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

/** The site's name for titles: the shell's `og:site_name`. */
export function siteName(): string {
  return headMeta('property', 'og:site_name')?.getAttribute('content')?.trim() || fallbackSiteName;
}

/** «Статья — Микрозаймы онлайн»; the site's name alone for an empty title or the name itself. The server words `<title>` with it too. */
export function titleWithSite(title: string, site: string): string {
  const own = title.replace(/\s+/g, ' ').trim();
  return own === '' || own === site ? site : `${own} — ${site}`;
}

/** The tab's title in the browser: `titleWithSite` with the name the page carries. */
export const documentTitle = (title: string): string => titleWithSite(title, siteName());

/**
 * A preview picture's absolute address (`og:image` must be one): resolved against the site, kept
 * only when it is http(s); anything else is no picture. The server's head and the browser's use it.
 */
export function previewImageAddress(image: string | null | undefined, origin: string): string | null {
  if (!image) return null;
  try {
    const address = new URL(image, origin);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}

const openGraphKeys = ['og:type', 'og:title', 'og:description', 'og:url', 'og:image'] as const;

/**
 * The shell's head for a route, which may arrive after the page has set its own (the route heads
 * are loaded on demand): written unless the page at `pathname` has set its own. The caller drops a
 * head for a navigation that is no longer the latest.
 */
export function applyRouteHead(pathname: string, meta: PageMeta): void {
  if (pageHeadOwnedBy() === pathname) return;
  writePageMeta(meta);
}

/** Writes the page's own head (a field left out keeps what is there); the shell's route head no longer replaces it. */
export function applyPageMeta(meta: PageMeta): void {
  markPageHeadOwned(location.pathname);
  writePageMeta(meta);
}

function writePageMeta(meta: PageMeta): void {
  document.title = documentTitle(meta.title);
  if (meta.description !== undefined) writeHeadMeta('name', 'description', meta.description.replace(/\s+/g, ' ').trim());
  if (meta.openGraph === null) {
    for (const key of openGraphKeys) writeHeadMeta('property', key, null);
  } else if (meta.openGraph) {
    const { type, title, description, image } = meta.openGraph;
    writeHeadMeta('property', 'og:type', type);
    writeHeadMeta('property', 'og:title', title);
    writeHeadMeta('property', 'og:description', description);
    writeHeadMeta('property', 'og:url', `${location.origin}${location.pathname}`);
    writeHeadMeta('property', 'og:image', previewImageAddress(image, location.origin));
  }
}

/** Sets the page's head while `meta` is known (a page waiting for its content passes null). */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (key) applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key]);
}
