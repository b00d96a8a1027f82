/**
 * The one decision for every navigation that starts from data (SPEC §2): a server redirect, the
 * sign-in `to` parameter, a referral link, a link in API content, a lender's offer. It decides on
 * the URL as the browser resolves it, never on the raw string, and hands back what to navigate to
 * in its resolved form, so the string that was checked is the string that is followed.
 */
export type NavigationRefusal =
  /** Not a string, empty, too long, or not a URL at all. */
  | 'malformed'
  /** `javascript:`, `data:`, `vbscript:`, `mailto:`…: not a page of a website. */
  | 'scheme'
  /** `user:pass@host`: a host that pretends to be another. */
  | 'credentials'
  /** On this origin, but its path would be read as another host if resolved again (`//host`). */
  | 'ambiguous-path'
  /**
   * Another site, but not written as `http(s)://host…`: a protocol-relative or malformed form
   * (`//host`, `/\host`, `https:/host`…) that only a lenient parser reads as that site.
   */
  | 'not-absolute';

export type NavigationDecision =
  /** A page of this site: hand `path` (path, query and hash) to the router. */
  | { kind: 'inside'; path: string }
  /** Another site over http(s): followed only with explicit permission. */
  | { kind: 'outside'; url: string }
  | { kind: 'refused'; reason: NavigationRefusal };

const maxLength = 2048;
const webSchemes = new Set(['http:', 'https:']);
/** How a target on another site must be written to be followed: the scheme, two slashes, a host. */
const absoluteWebUrl = /^https?:\/\/[^/\\?#@\s]/i;
/** What a browser strips or rewrites before it reads a URL: such a target was not written as it is read. */
// eslint-disable-next-line no-control-regex
const rewrittenByBrowsers = /[\u0000-\u0020\u007f\\]/;

/** Up to three rounds of percent-decoding: a later hop (a server, a second router pass) may decode. */
function decodings(value: string): string[] {
  const found = [value];
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) break;
      found.push(decoded);
      current = decoded;
    } catch {
      break;
    }
  }
  return found;
}

/**
 * A path that a browser, a router or a server would read as a host: it starts with two slashes
 * (or a slash and a backslash) as it is, or once decoded; or it carries control characters.
 */
function pathLeavesOrigin(pathname: string): boolean {
  return decodings(pathname).some(
    // eslint-disable-next-line no-control-regex
    (form) => /^[/\\][/\\]/.test(form) || /[\u0000-\u001f\u007f]/.test(form),
  );
}

export function decideNavigation(raw: unknown, origin: string): NavigationDecision {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > maxLength) return { kind: 'refused', reason: 'malformed' };
  let url: URL;
  try {
    // Resolved exactly as the browser would resolve a link on this origin (it strips tabs and
    // newlines, leading controls and spaces, turns backslashes into slashes, removes dot segments).
    url = new URL(raw, `${origin}/`);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (!webSchemes.has(url.protocol)) return { kind: 'refused', reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { kind: 'refused', reason: 'credentials' };
  if (url.origin !== origin) {
    if (!absoluteWebUrl.test(raw) || rewrittenByBrowsers.test(raw)) return { kind: 'refused', reason: 'not-absolute' };
    return { kind: 'outside', url: url.href };
  }
  if (pathLeavesOrigin(url.pathname)) return { kind: 'refused', reason: 'ambiguous-path' };
  return { kind: 'inside', path: `${url.pathname}${url.search}${url.hash}` };
}
