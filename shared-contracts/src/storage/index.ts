import { platformStorageKeys, readStored as readAny, writeStored as writeAny } from '@microloans/platform';

/** Local-storage keys (SPEC §3); the one place they are written. */
export const storageKeys = {
  loansForm: 'loansForm',
  confirmationFormData: 'confirmationFormData',
  confirmationCurrentStep: 'confirmationCurrentStep',
  getParams: 'get_params',
  ref: 'ref',
  /** Not in SPEC §3: the visit tracker's id for this browser (the platform keeps it). */
  clientUuid: platformStorageKeys.clientUuid,
  /**
   * Not in SPEC §3: the project mode (main or blog) this browser last ran in, for the page's
   * static first frame, which shows before config.json is read.
   */
  projectMode: 'project_mode',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Reads JSON from local storage; a missing, private-mode or corrupt value gives `null`. */
export const readStored = <T>(key: StorageKey): T | null => readAny<T>(key);

export const writeStored = (key: StorageKey, value: unknown): void => writeAny(key, value);

export { visitorHintCookies, type VisitorHints } from './visitor-hints';
