import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** SPEC §3: dates are shown DD-MM-YYYY and sent YYYY-MM-DD. */
export const shownDateFormat = 'DD-MM-YYYY';
export const sentDateFormat = 'YYYY-MM-DD';

/** SPEC §9. */
export const borrowerAge = { min: 21, max: 90 } as const;

/** A real calendar date typed as DD-MM-YYYY (strict: 31-02-2000 is not one); null otherwise. */
export function parseShownDate(value: string): Dayjs | null {
  const date = dayjs(value, shownDateFormat, true);
  return date.isValid() ? date : null;
}

export const toSentDate = (shown: string): string | null => parseShownDate(shown)?.format(sentDateFormat) ?? null;

export function toShownDate(sent: string | null | undefined): string {
  if (!sent) return '';
  const date = dayjs(sent, sentDateFormat, true);
  return date.isValid() ? date.format(shownDateFormat) : '';
}

/** Full years between the birthday and `today` (a birthday today counts). */
export const ageOn = (birthday: Dayjs, today: Dayjs): number => today.diff(birthday, 'year');

/** SPEC §5: at least 21 and at most 90 years old on `today`. */
export function isBorrowerAge(birthday: Dayjs, today: Dayjs = dayjs()): boolean {
  const age = ageOn(birthday, today);
  return age >= borrowerAge.min && age <= borrowerAge.max;
}
