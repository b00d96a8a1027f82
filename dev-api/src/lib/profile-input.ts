import type { AddressParts, Gender, ProfileFields, ProfileListItem } from '../domain/user';
import { has, isBlank, isRecord, readBoolean, readNumber, type JsonRecord } from './body';
import {
  FMS_CODE_RE,
  INN_RE,
  PASSPORT_RE,
  SNILS_RE,
  digitsOnly,
  isAllowedAge,
  isEducation,
  isFutureDate,
  isIsoDate,
  isValidEmail,
  isValidPhone,
} from './validators';
import { MESSAGES, ViolationList } from './violations';

/** Plain text profile fields the client may change; `null` or "" clears them. */
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'passportIssued',
  'driversLicenseNumber',
  'driversLicenseSeries',
  'clientUuid',
  'birthPlace',
  'registrationFullAddress',
  'actualFullAddress',
  'workField',
  'companyName',
  'jobTitle',
  'workPhone',
] as const;

type TextField = (typeof TEXT_FIELDS)[number];

export type ProfilePatch = Partial<Omit<ProfileFields, 'createdAt' | 'updatedAt' | 'activated' | 'emailVerified' | 'userIdentifier'>>;

const text = (value: unknown): string | null => {
  if (isBlank(value)) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

function readAddress(value: unknown): AddressParts {
  const source = isRecord(value) ? value : {};
  return {
    city: text(source.city),
    flatNumber: text(source.flatNumber),
    houseNumber: text(source.houseNumber),
    region: text(source.region),
    street: text(source.street),
  };
}

const stripIds = (value: unknown): ProfileListItem[] =>
  Array.isArray(value)
    ? value.filter(isRecord).map((item) => {
        const copy: ProfileListItem = { ...item };
        delete copy.id;
        return copy;
      })
    : [];

/**
 * Reads a PUT /user/profile body: only keys present are changed, empty strings become null, ids and
 * server-owned fields (createdAt, activated, emailVerified, ...) are ignored. Throws a 422 on bad values.
 */
export function readProfilePatch(body: JsonRecord, nowMs: number): ProfilePatch {
  const patch: ProfilePatch = {};
  const violations = new ViolationList();
  const textPatch: Partial<Record<TextField, string | null>> = {};

  for (const key of TEXT_FIELDS) if (has(body, key)) textPatch[key] = text(body[key]);
  Object.assign(patch, textPatch);

  if (has(body, 'fio') && !has(body, 'firstName') && !has(body, 'lastName')) {
    const words = (text(body.fio) ?? '').split(' ').filter(Boolean);
    patch.lastName = words[0] ?? null;
    patch.firstName = words[1] ?? null;
    patch.middleName = words.slice(2).join(' ') || null;
  }

  if (has(body, 'email')) {
    const email = text(body.email);
    if (email !== null && !isValidEmail(email)) violations.add('email', MESSAGES.email);
    patch.email = email === null ? null : email.toLowerCase();
  }

  if (has(body, 'phone')) {
    const phone = text(body.phone);
    if (phone === null) violations.add('phone', MESSAGES.required);
    else if (!isValidPhone(digitsOnly(phone))) violations.add('phone', MESSAGES.phoneFormat);
    else patch.phone = digitsOnly(phone);
  }

  if (has(body, 'birthday')) {
    const birthday = text(body.birthday);
    if (birthday !== null && !isIsoDate(birthday)) violations.add('birthday', MESSAGES.date);
    else if (birthday !== null && !isAllowedAge(birthday, nowMs)) violations.add('birthday', MESSAGES.age);
    patch.birthday = birthday;
  }

  if (has(body, 'passportDate')) {
    const date = text(body.passportDate);
    if (date !== null && (!isIsoDate(date) || isFutureDate(date, nowMs))) violations.add('passportDate', MESSAGES.date);
    patch.passportDate = date;
  }

  if (has(body, 'passportData')) {
    const passport = text(body.passportData);
    if (passport !== null && !PASSPORT_RE.test(passport)) violations.add('passportData', MESSAGES.passport);
    patch.passportData = passport;
  }

  if (has(body, 'passportFmsCode')) {
    const code = text(body.passportFmsCode);
    if (code !== null && !FMS_CODE_RE.test(code)) violations.add('passportFmsCode', MESSAGES.fmsCode);
    patch.passportFmsCode = code;
  }

  const snilsKey = has(body, 'snilsNumber') ? 'snilsNumber' : has(body, 'snils') ? 'snils' : null;
  if (snilsKey !== null) {
    const snils = text(body[snilsKey]);
    if (snils !== null && !SNILS_RE.test(snils)) violations.add(snilsKey, MESSAGES.number);
    patch.snilsNumber = snils;
  }

  if (has(body, 'inn')) {
    const inn = text(body.inn);
    if (inn !== null && !INN_RE.test(inn)) violations.add('inn', MESSAGES.number);
    patch.inn = inn;
  }

  if (has(body, 'totalIncome')) {
    const income = isBlank(body.totalIncome) ? null : readNumber(body, 'totalIncome');
    if (income === undefined || (income !== null && income < 0)) violations.add('totalIncome', MESSAGES.income);
    else patch.totalIncome = income;
  }

  if (has(body, 'education')) {
    const education = text(body.education);
    if (education !== null && !isEducation(education)) violations.add('education', MESSAGES.select);
    patch.education = education;
  }

  if (has(body, 'gender')) {
    const gender = text(body.gender)?.toLowerCase() ?? 'male';
    if (gender !== 'male' && gender !== 'female') violations.add('gender', MESSAGES.select);
    else patch.gender = gender satisfies Gender;
  }

  for (const key of ['privacyAgreement', 'mailingAgreement'] as const) {
    if (has(body, key) && !isBlank(body[key])) {
      const value = readBoolean(body, key);
      if (value === undefined) violations.add(key, MESSAGES.select);
      else patch[key] = value;
    }
  }

  if (has(body, 'registrationAddress')) patch.registrationAddress = readAddress(body.registrationAddress);
  if (has(body, 'actualAddress')) patch.actualAddress = readAddress(body.actualAddress);
  if (has(body, 'jobs')) patch.jobs = stripIds(body.jobs);
  if (has(body, 'educations')) patch.educations = stripIds(body.educations);

  violations.throwIfAny();
  return patch;
}
