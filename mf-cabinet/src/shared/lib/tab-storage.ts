import { createEffect, sample, type Store } from 'effector';

/**
 * What the cabinet keeps for this tab only (sessionStorage), so a reload loses nothing typed:
 * gone with the tab, never shared with another one. Passwords and codes are never kept.
 */
export const tabStorageKeys = {
  /** The sign-in page: the way chosen (password or code) and the phone typed. */
  signIn: 'cabinet.signIn',
  /** The profile form's unsaved changes, with the saved version they were made over. */
  profileDraft: 'cabinet.profileDraft',
  /** The phone typed on the registration and the recovery page. */
  registrationPhone: 'cabinet.registrationPhone',
  recoveryPhone: 'cabinet.recoveryPhone',
} as const;

export type TabStorageKey = (typeof tabStorageKeys)[keyof typeof tabStorageKeys];

/** The kept value if it passes `isValid`; missing, corrupt, foreign or private-mode gives `null`. */
export function readTabStored<T>(key: TabStorageKey, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a value (`null` forgets it); private mode keeps nothing, and the page goes on. */
export const writeTabStoredFx = createEffect(({ key, value }: { key: TabStorageKey; value: unknown }) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the value lives as long as the page.
  }
});

/** Writes every new state of `store` under `key`. */
export function keepInTab<T>(store: Store<T>, key: TabStorageKey): void {
  sample({ clock: store.updates, fn: (value) => ({ key, value }), target: writeTabStoredFx });
}
