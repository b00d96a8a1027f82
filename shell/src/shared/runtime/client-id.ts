import { readCookie, writeCookie } from '@microloans/platform/cookies';
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
    const found = readCookie(clientIdCookie);
    if (found && idPattern.test(found)) return found;
    const id = crypto.randomUUID();
    writeCookie(clientIdCookie, id, maxAgeSeconds);
    return id;
  } catch {
    // No cookies (a sandboxed frame, an old browser): this visitor gets the live versions.
    return null;
  }
}
