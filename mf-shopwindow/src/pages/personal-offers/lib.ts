/** The kinds of personal offers (SPEC §2: `/personal-offers?type=loans`); loans are the only kind there is. */
export type PersonalOffersType = 'loans';

/**
 * `?type=loans` — or no type at all, read as loans (the only kind; an old bookmark still works).
 * Any other type is a page we do not have: null, and the page is the 404 screen.
 */
export function readPersonalOffersType(search: URLSearchParams): PersonalOffersType | null {
  const type = search.get('type');
  return type === null || type === 'loans' ? 'loans' : null;
}
