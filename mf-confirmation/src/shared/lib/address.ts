/**
 * An address of this site (path and query, as the router reports it) without the named query
 * parameters; null when it has none of them (nothing to change).
 */
export function addressWithout(address: string, names: readonly string[]): string | null {
  const url = new URL(address, 'http://site.invalid');
  if (!names.some((name) => url.searchParams.has(name))) return null;
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
