import { ADDRESSES, type AddressSuggestion } from '../data/addresses';
import { EMAIL_DOMAINS } from '../data/email-domains';
import { FMS_UNITS } from '../data/fms-units';
import { NAMES, PATRONYMICS, SURNAMES, type FioGender, type FioWord } from '../data/fio';
import { digitsOnly, normalizeForSearch } from './validators';

export type Suggestion<T> = { value: string; unrestricted_value: string; data: T };

export type FioPart = 'SURNAME' | 'NAME' | 'PATRONYMIC';
export type FioData = { surname: string | null; name: string | null; patronymic: string | null; gender: FioGender | 'UNKNOWN'; source: null; qc: '0' };
export type FmsData = { code: string; name: string; region_code: string; type: string };
export type EmailData = { local: string; domain: string | null; source: null; qc: null };

const startsWith = (word: string, prefix: string): boolean =>
  normalizeForSearch(word).startsWith(normalizeForSearch(prefix));

/** Every word of the query occurs (as a prefix of a word or a substring) in the address. */
export function suggestAddresses(query: string, count: number): AddressSuggestion[] {
  const words = normalizeForSearch(query).split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return [];
  return ADDRESSES.filter((item) => {
    const haystack = normalizeForSearch(item.unrestricted_value);
    return words.every((word) => haystack.includes(word));
  })
    .slice(0, count)
    .map((item) => structuredClone(item));
}

const fioSuggestion = (surname: string | null, name: string | null, patronymic: string | null, gender: FioGender | 'UNKNOWN'): Suggestion<FioData> => {
  const value = [surname, name, patronymic].filter(Boolean).join(' ');
  return { value, unrestricted_value: value, data: { surname, name, patronymic, gender, source: null, qc: '0' } };
};

const PART_LISTS: Record<FioPart, readonly FioWord[]> = { SURNAME: SURNAMES, NAME: NAMES, PATRONYMIC: PATRONYMICS };

/**
 * DaData-like full-name hints. With a single `parts` entry only that part is suggested;
 * otherwise the query is read as "Фамилия Имя Отчество" and completed word by word.
 */
export function suggestFio(query: string, count: number, parts: FioPart[]): Suggestion<FioData>[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only !== undefined) {
    const prefix = words.join(' ');
    return PART_LISTS[only]
      .filter((word) => startsWith(word.value, prefix))
      .slice(0, count)
      .map((word) =>
        fioSuggestion(
          only === 'SURNAME' ? word.value : null,
          only === 'NAME' ? word.value : null,
          only === 'PATRONYMIC' ? word.value : null,
          word.gender,
        ),
      );
  }
  const [first = '', second, third] = words;
  const surnames = SURNAMES.filter((word) => startsWith(word.value, first));
  if (second === undefined) {
    const names = NAMES.filter((word) => startsWith(word.value, first));
    return [
      ...surnames.map((word) => fioSuggestion(word.value, null, null, word.gender)),
      ...names.map((word) => fioSuggestion(null, word.value, null, word.gender)),
    ].slice(0, count);
  }
  const result: Suggestion<FioData>[] = [];
  for (const surname of surnames) {
    for (const name of NAMES.filter((word) => word.gender === surname.gender && startsWith(word.value, second))) {
      if (third === undefined) {
        result.push(fioSuggestion(surname.value, name.value, null, surname.gender));
      } else {
        for (const patronymic of PATRONYMICS.filter((word) => word.gender === surname.gender && startsWith(word.value, third))) {
          result.push(fioSuggestion(surname.value, name.value, patronymic.value, surname.gender));
        }
      }
      if (result.length >= count) return result;
    }
  }
  return result;
}

/** By division code (digits, hyphen optional) or by a part of the issuing office's name. */
export function suggestFmsUnits(query: string, count: number): Suggestion<FmsData>[] {
  const text = normalizeForSearch(query);
  if (text === '') return [];
  const digits = digitsOnly(query);
  const byCode = digits.length > 0 && /^[\d\s-]+$/.test(query.trim());
  return FMS_UNITS.filter((unit) =>
    byCode ? digitsOnly(unit.code).startsWith(digits) : normalizeForSearch(unit.name).includes(text),
  )
    .slice(0, count)
    .map((unit) => ({
      value: unit.name,
      unrestricted_value: unit.name,
      data: { code: unit.code, name: unit.name, region_code: unit.code.slice(0, 2), type: '1' },
    }));
}

/** Completes the domain part of an email. */
export function suggestEmails(query: string, count: number): Suggestion<EmailData>[] {
  const trimmed = query.trim().toLowerCase();
  if (trimmed === '' || /\s/.test(trimmed)) return [];
  const at = trimmed.indexOf('@');
  const local = at === -1 ? trimmed : trimmed.slice(0, at);
  const domainPrefix = at === -1 ? '' : trimmed.slice(at + 1);
  if (local === '') return [];
  return EMAIL_DOMAINS.filter((domain) => domain.startsWith(domainPrefix))
    .slice(0, count)
    .map((domain) => {
      const value = `${local}@${domain}`;
      return { value, unrestricted_value: value, data: { local, domain, source: null, qc: null } };
    });
}
