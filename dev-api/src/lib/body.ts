export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Request bodies and query strings as a plain record (anything else becomes `{}`). */
export const asRecord = (value: unknown): JsonRecord => (isRecord(value) ? value : {});

export const has = (record: JsonRecord, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key);

/** A string value, trimmed; numbers are stringified; anything else is undefined. */
export function readString(record: JsonRecord, key: string): string | undefined {
  const value = record[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A number, also from a numeric string (spaces allowed: "30 000"). */
export function readNumber(record: JsonRecord, key: string): number | undefined {
  const value = record[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export function readBoolean(record: JsonRecord, key: string): boolean | undefined {
  const value = record[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/** `undefined`, `null` and blank strings count as empty. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function readPositiveInt(record: JsonRecord, key: string, fallback: number, max: number): number {
  const value = readNumber(record, key);
  if (value === undefined || !Number.isInteger(value) || value < 1) return fallback;
  return Math.min(value, max);
}
