/** Local-storage keys (SPEC §3); the one place they are written. */
export const storageKeys = {
  loansForm: 'loansForm',
  confirmationFormData: 'confirmationFormData',
  confirmationCurrentStep: 'confirmationCurrentStep',
  getParams: 'get_params',
  ref: 'ref',
  /** Not in SPEC §3: the visit tracker's id for this browser, kept so a returning visitor keeps it. */
  clientUuid: 'client_uuid',
  /**
   * Not in SPEC §3: the project mode (main or blog) this browser last ran in, for the page's
   * static first frame, which shows before config.json is read.
   */
  projectMode: 'project_mode',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Reads JSON from local storage; a missing, private-mode or corrupt value gives `null`. */
export function readStored<T>(key: StorageKey): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // See writeStored.
  }
}
