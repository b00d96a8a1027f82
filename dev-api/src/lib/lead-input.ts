import {
  LEAD_BOOLEAN_FIELDS,
  LEAD_NUMBER_FIELDS,
  LEAD_RESERVED_KEYS,
  LEAD_STRING_FIELDS,
  type LeadFields,
} from '../domain/lead';
import { isBlank, readBoolean, readNumber, type JsonRecord } from './body';
import {
  FMS_CODE_RE,
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

export type LeadInput = {
  fields: Partial<LeadFields>;
  extras: Record<string, unknown>;
  /** The client marked the application as finished. */
  collected: boolean;
};

const MAX_EXTRAS = 50;
export const LEAD_AMOUNT = { min: 1000, max: 5_000_000 } as const;
export const LEAD_TERM = { min: 1, max: 3650 } as const;

const KNOWN_KEYS: ReadonlySet<string> = new Set<string>([
  ...LEAD_STRING_FIELDS,
  ...LEAD_NUMBER_FIELDS,
  ...LEAD_BOOLEAN_FIELDS,
  ...LEAD_RESERVED_KEYS,
]);

/** Validates the present lead fields (empty values are ignored); privacyAgreement is required on create. */
export function readLeadInput(body: JsonRecord, nowMs: number, isCreate: boolean): LeadInput {
  const fields: Partial<LeadFields> = {};
  const violations = new ViolationList();

  for (const key of LEAD_STRING_FIELDS) {
    const value = body[key];
    if (isBlank(value)) continue;
    if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value).trim();
    else violations.add(key, MESSAGES.required);
  }
  for (const key of LEAD_NUMBER_FIELDS) {
    if (isBlank(body[key])) continue;
    const value = readNumber(body, key);
    if (value === undefined) violations.add(key, key === 'totalIncome' ? MESSAGES.income : key === 'amount' ? MESSAGES.amount : MESSAGES.term);
    else fields[key] = value;
  }
  for (const key of LEAD_BOOLEAN_FIELDS) {
    if (isBlank(body[key])) continue;
    const value = readBoolean(body, key);
    if (value === undefined) violations.add(key, MESSAGES.select);
    else fields[key] = value;
  }

  const { amount, term, totalIncome, phone, email, birthday, passportData, passportDate, passportFmsCode, snilsNumber, education, fio } = fields;
  if (amount !== undefined && amount !== null && (amount < LEAD_AMOUNT.min || amount > LEAD_AMOUNT.max)) violations.add('amount', MESSAGES.amount);
  if (term !== undefined && term !== null && (!Number.isInteger(term) || term < LEAD_TERM.min || term > LEAD_TERM.max)) violations.add('term', MESSAGES.term);
  if (totalIncome !== undefined && totalIncome !== null && totalIncome < 0) violations.add('totalIncome', MESSAGES.income);
  if (phone) {
    const digits = digitsOnly(phone);
    if (isValidPhone(digits)) fields.phone = digits;
    else violations.add('phone', MESSAGES.phoneFormat);
  }
  if (email && !isValidEmail(email)) violations.add('email', MESSAGES.email);
  if (fio && fio.split(/\s+/).filter(Boolean).length < 2) violations.add('fio', MESSAGES.fio);
  if (birthday) {
    if (!isIsoDate(birthday)) violations.add('birthday', MESSAGES.date);
    else if (!isAllowedAge(birthday, nowMs)) violations.add('birthday', MESSAGES.age);
  }
  if (passportDate && (!isIsoDate(passportDate) || isFutureDate(passportDate, nowMs))) violations.add('passportDate', MESSAGES.date);
  if (passportData && !PASSPORT_RE.test(passportData)) violations.add('passportData', MESSAGES.passport);
  if (passportFmsCode && !FMS_CODE_RE.test(passportFmsCode)) violations.add('passportFmsCode', MESSAGES.fmsCode);
  if (snilsNumber && !SNILS_RE.test(snilsNumber)) violations.add('snilsNumber', MESSAGES.number);
  if (education && !isEducation(education)) violations.add('education', MESSAGES.select);
  if (isCreate ? fields.privacyAgreement !== true : fields.privacyAgreement === false) {
    violations.add('privacyAgreement', MESSAGES.agreement);
  }
  violations.throwIfAny();

  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (KNOWN_KEYS.has(key) || value === undefined || Object.keys(extras).length >= MAX_EXTRAS) continue;
    extras[key] = value;
  }
  return { fields, extras, collected: readBoolean(body, 'collected') === true };
}
