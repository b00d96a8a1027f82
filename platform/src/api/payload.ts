const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** SPEC §5: empty values are removed from payloads (nested objects too). */
export function withoutEmptyValues<T extends Record<string, unknown>>(payload: T): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (isEmpty(value)) continue;
    result[key] = isPlainObject(value) ? withoutEmptyValues(value) : value;
  }
  return result as Partial<T>;
}
