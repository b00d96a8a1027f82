import type { ProjectMode } from '@microloans/shared-contracts/config';

/**
 * The site's name in every title («Вход — Микрозаймы онлайн») and in link previews: a blog-mode
 * deployment is a site of its own. index.html is built with the main one (first-frame.ts) and
 * switches to the blog's for a browser that last saw blog mode; `start.tsx` writes the one of
 * `config.json` before the first render.
 */
export const siteNames = {
  main: 'Микрозаймы онлайн',
  blog: 'Блог о займах',
} as const satisfies Record<ProjectMode, string>;

/** Writes the mode's name into `<meta property="og:site_name">`, which titles are built from. */
export function showSiteName(mode: ProjectMode, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[property="og:site_name"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.setAttribute('property', 'og:site_name');
    doc.head.append(meta);
  }
  meta.setAttribute('content', siteNames[mode]);
}
