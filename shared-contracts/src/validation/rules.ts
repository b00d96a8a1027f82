import * as yup from 'yup';
import dayjs, { type Dayjs } from 'dayjs';
import { isBorrowerAge, parseShownDate } from './dates';
import { digitsOnly } from './masks';
import { validationMessages as m } from './messages';

/** SPEC §5: ! @ # $ % ^ & * ( ) _ + are rejected in text fields. */
export const forbiddenCharacters = /[!@#$%^&*()_+]/;
/** SPEC §5: addresses hold only Russian letters, digits, spaces, hyphen, comma and point. */
export const addressCharacters = /^[А-Яа-яЁё\d\s,.-]+$/;
const cyrillic = /[А-Яа-яЁё]/;

const text = () => yup.string().trim().default('');

/** Free text without the forbidden characters. */
export const plainText = () => text().test('forbidden', m.forbiddenCharacters, (value) => !forbiddenCharacters.test(value ?? ''));

/** Full name: at least two space-separated words. */
export const fioRule = () =>
  plainText()
    .required(m.required)
    .test('two-words', m.fio, (value) => (value ?? '').split(/\s+/).filter(Boolean).length >= 2);

/** Exactly 11 digits once everything else is stripped. */
export const phoneRule = () =>
  text()
    .required(m.required)
    .test('eleven-digits', m.phone, (value) => digitsOnly(value ?? '').length === 11);

/** DD-MM-YYYY, a real date, the borrower 21 to 90 years old on `today`. */
export const birthdayRule = (today: () => Dayjs = () => dayjs()) =>
  text()
    .required(m.required)
    .test('date', m.date, (value) => parseShownDate(value ?? '') !== null)
    .test('age', m.age, (value) => {
      const date = parseShownDate(value ?? '');
      return date === null || isBorrowerAge(date, today());
    });

/** DD-MM-YYYY, a real date, not in the future (passport issue date). */
export const pastDateRule = (today: () => Dayjs = () => dayjs()) =>
  text()
    .required(m.required)
    .test('date', m.date, (value) => {
      const date = parseShownDate(value ?? '');
      return date !== null && !date.isAfter(today(), 'day');
    });

/** Whether an empty value passes: a masked field may be optional, but once typed it must be complete. */
export type MaskedRuleOptions = { optional?: boolean };

const masked = (pattern: RegExp, message: string, { optional = false }: MaskedRuleOptions = {}) => {
  const complete = (value: string | undefined) => pattern.test(value ?? '');
  return optional
    ? text().test('complete', message, (value) => !value || complete(value))
    : text().required(m.required).test('complete', message, complete);
};

export const passportRule = () => masked(/^\d{4} \d{6}$/, m.passport);
export const snilsRule = () => masked(/^\d{3}-\d{3}-\d{3} \d{2}$/, m.number);
/** A whole division code of the unit that issued a passport, as its mask shows it: "000-000". */
export const fmsCodePattern = /^\d{3}-\d{3}$/;
export const fmsCodeRule = (options?: MaskedRuleOptions) => masked(fmsCodePattern, m.fmsCode, options);
export const workPhoneRule = (options?: MaskedRuleOptions) => masked(/^\+7 \(\d{3}\) \d{3}-\d{4}$/, m.phone, options);

/** Monthly income in whole rubles, typed as digits (spaces allowed): required, 1 to 10 000 000. */
export const incomeRule = () =>
  text()
    .required(m.required)
    .test('income', m.income, (value) => {
      const digits = (value ?? '').replace(/\s/g, '');
      return /^\d+$/.test(digits) && Number(digits) >= 1 && Number(digits) <= 10_000_000;
    });

export const emailRule = () => text().required(m.required).email(m.email);

/** Consents: must be given. */
export const agreementRule = () => yup.boolean().default(true).oneOf([true], m.agreement);

/** One of the listed option values. */
export const selectRule = (values: readonly string[]) =>
  text()
    .required(m.select)
    .oneOf([...values], m.select);

/** A full address string: checked only when non-empty (SPEC §5). */
export const addressTextRule = () =>
  text().test('characters', m.addressCharacters, (value) => !value || addressCharacters.test(value));

/** The parts a picked address must have: region or locality, city and house number. */
export type AddressParts = { region?: string | null; city?: string | null; settlement?: string | null; houseNumber?: string | null };

export function addressPartsComplete(parts: AddressParts): boolean {
  const place = parts.city || parts.settlement;
  return Boolean((parts.region || parts.settlement) && place && parts.houseNumber);
}

export const passwordRule = () =>
  yup
    .string()
    .default('')
    .required(m.required)
    .test('no-cyrillic', m.passwordCyrillic, (value) => !cyrillic.test(value ?? ''))
    .min(6, m.passwordShort);

/** The repeat must match the sibling field `password`. */
export const passwordRepeatRule = () =>
  yup
    .string()
    .default('')
    .required(m.required)
    .oneOf([yup.ref('password')], m.passwordMismatch);

/** A rule that applies only once something is typed: an optional field of the profile. */
// The rules of this file are yup string schemas of several flag types: any of them will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const whenFilled = (rule: yup.StringSchema<any, any, any, any>) => yup.lazy((value: unknown) => (value ? rule : yup.string().default('')));

/** SPEC §3 INN: 10 digits (an organisation's) or 12 (a person's). */
export const innRule = () => text().test('inn', m.number, (value) => /^(\d{10}|\d{12})$/.test(value ?? ''));
