export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** 11 digits starting with 7 (after stripping everything but digits). */
export const isValidPhone = (digits: string): boolean => /^7\d{10}$/.test(digits);

export const isValidEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value) && value.length <= 254;

export const PASSPORT_RE = /^\d{4} \d{6}$/;
export const FMS_CODE_RE = /^\d{3}-\d{3}$/;
export const SNILS_RE = /^(\d{3}-\d{3}-\d{3} \d{2}|\d{11})$/;
export const INN_RE = /^(\d{10}|\d{12})$/;

/** A real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between an ISO birthday and `nowMs`. */
export function ageInYears(birthday: string, nowMs: number): number {
  const [year, month, day] = birthday.split('-').map(Number);
  const now = new Date(nowMs);
  let age = now.getUTCFullYear() - (year ?? 0);
  const beforeBirthday =
    now.getUTCMonth() + 1 < (month ?? 1) || (now.getUTCMonth() + 1 === month && now.getUTCDate() < (day ?? 1));
  if (beforeBirthday) age -= 1;
  return age;
}

export const MIN_AGE = 21;
export const MAX_AGE = 90;

export const isAllowedAge = (birthday: string, nowMs: number): boolean => {
  const age = ageInYears(birthday, nowMs);
  return age >= MIN_AGE && age <= MAX_AGE;
};

export const isFutureDate = (isoDate: string, nowMs: number): boolean =>
  Date.parse(`${isoDate}T00:00:00Z`) > nowMs;

export const hasCyrillic = (value: string): boolean => /[\u0400-\u04FF]/.test(value);

/** Lower case, `ё` → `е`, collapsed spaces: used for all searches and suggestions. */
export const normalizeForSearch = (value: string): string =>
  value.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

export const EDUCATION_VALUES = [
  'PRIMARY',
  'INCOMPLETE_SECONDARY',
  'SECONDARY',
  'INCOMPLETE_HIGHER',
  'HIGHER',
  'ACADEMIC_DEGREE',
  'OTHER',
] as const;

export const isEducation = (value: string): boolean => (EDUCATION_VALUES as readonly string[]).includes(value);
