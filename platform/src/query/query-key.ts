/** A stable text key for query parameters: object keys sorted, so `{a, b}` and `{b, a}` match. */
export function queryKey(params: unknown): string {
  return JSON.stringify(params ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? // Keys in code-unit order (sort's own): `localeCompare` would load the browser's collation
        // data on its first call (100–150 ms on a slow phone); the order only has to be the same.
        Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, (value as Record<string, unknown>)[key]]),
        )
      : value,
  );
}
