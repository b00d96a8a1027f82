/**
 * The application's form types (`/confirmation?type=…`, SPEC §2, §9): `loans` (the default, also
 * for a missing or unknown value) and `credits`. The type decides the calculator's limits and the
 * term's unit; it is read from the query by a global route step and kept across navigations.
 */
export const formTypes = ['loans', 'credits'] as const;
export type FormType = (typeof formTypes)[number];
export const defaultFormType: FormType = 'loans';

/** A query value as a form type: `credits` when it says so, `loans` otherwise. */
export const readFormType = (value: string | null | undefined): FormType =>
  (formTypes as readonly string[]).includes(value ?? '') ? (value as FormType) : defaultFormType;

/** The application of a form type: `/confirmation?type=loans|credits` (also `links.applyFor`). */
export const applicationLink = (type: FormType): string => `/confirmation?type=${type}`;
