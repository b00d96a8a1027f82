import { clientIdCookie } from '@microloans/shared-contracts/remotes';

/** A year: the canary share a visitor is in stays the same across visits. */
const maxAgeSeconds = 60 * 60 * 24 * 365;
const idPattern = /^[0-9a-f-]{16,64}$/i;

/**
 * This browser's client id: a first-party cookie set on the first visit, before any remote loads,
 * so a canary's sticky share is decided from the very first page (the visit tracker's id comes
 * later, and is never asked for bots). It carries nothing but a random id.
 */
export function readOrCreateClientId(): string | null {
  try {
    const found = document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${clientIdCookie}=`))
      ?.slice(clientIdCookie.length + 1);
    if (found && idPattern.test(found)) return found;
    const id = crypto.randomUUID();
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${clientIdCookie}=${id}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
    return id;
  } catch {
    // No cookies (a sandboxed frame, an old browser): this visitor gets the live versions.
    return null;
  }
}
