/**
 * A short name for content as the API sent it, with how it is shown (cyrb53, 53 bits): the server
 * writes it on the element it drew the content into, and the browser takes that element's HTML
 * over only for the same content.
 */
export function contentKey(html: string, dropLeadingHeading: boolean): string {
  const text = `${dropLeadingHeading ? 1 : 0}\n${html}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}-${text.length.toString(36)}`;
}
