import { titleWithSite } from '@microloans/shared-contracts/page-meta';

/**
 * A page's head as the server sends it: the live index.html with the page's title, description,
 * canonical address and link-preview tags written in, so a search engine or a messenger reading
 * the HTML (without running a script) sees the page's own. The browser's page-meta updates the
 * same tags in place as the reader moves on (shared-contracts/page-meta).
 */
export type ServerHead = {
  /** The page's own title; the site's name is added after it in `<title>`. */
  title: string;
  description: string;
  siteName: string;
  /** The page's absolute address without its query; none for a page that does not exist. */
  canonical: string | null;
  type: 'website' | 'article';
  /** A post's cover, for link previews. */
  image?: string | null;
};

/** For an attribute value or text: nothing in it can end the tag or start another. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}


const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The head's tags: title, description, canonical, Open Graph. */
export function headTags(head: ServerHead): string[] {
  const address = head.canonical === null ? [] : [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`];
  return [
    `<title>${escapeHtml(titleWithSite(head.title, head.siteName))}</title>`,
    meta('name', 'description', head.description),
    ...address,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical === null ? [] : [meta('property', 'og:url', head.canonical)]),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
  ];
}

const titleTag = /<title>[\s\S]*?<\/title>/;
// As written in shell/index.html, minified or not.
const ownTags = /\s*<meta\s+(?:name="description"|property="og:(?:site_name|type|title|description|url|image)")\s+content="[^"]*"\s*\/?>|\s*<link\s+rel="canonical"\s+href="[^"]*"\s*\/?>/g;

/**
 * index.html with `head` in place of the head it was built with (the first page's). Throws when
 * the page has no `<title>`: a page the server cannot vouch for is not sent as if it could.
 */
export function withHead(indexHtml: string, head: ServerHead): string {
  if (!titleTag.test(indexHtml)) throw new Error('index.html: нет <title>');
  const withoutOwn = indexHtml.replace(ownTags, '');
  return withoutOwn.replace(titleTag, () => headTags(head).join('\n    '));
}
