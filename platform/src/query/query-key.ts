/** A stable text key for query parameters: object keys sorted, so `{a, b}` and `{b, a}` match. */
export function queryKey(params: unknown): string {
  return JSON.stringify(params ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}
