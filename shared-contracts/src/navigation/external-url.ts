/**
 * The external-URL rule (SPEC §2): the app navigates only inside its own origin unless a target
 * is explicitly permitted. Anything a browser could read as another origin or a script counts as
 * external: `//host`, `/\host`, `\\host`, `javascript:` in any case, encoded slashes
 * (`/%2F%2Fhost`), and control characters or spaces browsers strip before parsing.
 */
const scheme = /^[a-z][a-z\d+.-]*:/i;

function decodeRepeatedly(value: string): string {
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) break;
      current = decoded;
    } catch {
      break;
    }
  }
  return current;
}

/** What a browser would make of `raw` before resolving it. */
function clean(raw: string): string {
  // Browsers drop tabs and newlines anywhere, and leading/trailing C0 controls and spaces.
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/\\/g, '/');
}

/** The same, also percent-decoded: a server or a second router pass may decode it later. */
const normalise = (raw: string): string => clean(decodeRepeatedly(clean(raw)));

export function isExternalUrl(raw: string, origin: string): boolean {
  const value = normalise(raw);
  if (value.startsWith('//')) return true;
  if (scheme.test(value)) {
    try {
      const url = new URL(value);
      return url.origin !== origin || !/^https?:$/.test(url.protocol);
    } catch {
      return true;
    }
  }
  try {
    return new URL(value, origin).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * The in-app path (path + query + hash) of `raw` when it stays on `origin`; null when it is
 * external or unparseable. Use it before handing any URL from outside to the router.
 */
export function internalPath(raw: string, origin: string): string | null {
  if (isExternalUrl(raw, origin)) return null;
  const url = new URL(clean(raw), origin);
  return `${url.pathname}${url.search}${url.hash}`;
}
