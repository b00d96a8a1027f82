/**
 * Checks for data read from outside (the API, storage, a manifest): stateless, compiled into each
 * part that uses them. Sub-paths import them by relative path; parts through `/guards`.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as a record to read fields of; anything else (an array, a number, null) reads as `{}`. */
export const recordOrEmpty = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
