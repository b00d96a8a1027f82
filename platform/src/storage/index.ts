/** Reads JSON from local storage; a missing, private-mode or corrupt value gives `null`. */
export function readStored<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}

/** Keys the platform itself keeps (not in SPEC §3). */
export const platformStorageKeys = {
  /** The visit tracker's id for this browser, kept so a returning visitor keeps it. */
  clientUuid: 'client_uuid',
} as const;
