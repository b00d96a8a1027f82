/**
 * The page's one way to read and write a cookie (tokens, the canary's client id). Also a sub-path
 * of its own (`@microloans/platform/cookies`), for code that runs before the shared platform is
 * there (the shell's entry): it is stateless, so a copy compiled in is the same reader.
 */

/** The cookies of a signed-in borrower's session (SPEC §4); the anonymous pair makes nothing personal. */
export const sessionCookieNames = ['token', 'refresh_token'] as const;

/** Every token cookie (SPEC §4): the session's and the anonymous pair. */
export const tokenCookieNames = [...sessionCookieNames, 'anonym_token', 'anonym_refresh_token'] as const;

/** A cookie's value, decoded; null when it is absent, empty, or not decodable (a malformed value never throws). */
export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookies.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(`${name}=`)) continue;
    try {
      return decodeURIComponent(pair.slice(name.length + 1)) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Writes a first-party cookie for the whole site (removes it for `null`); `Secure` on https. */
export function writeCookie(name: string, value: string | null, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
