import type { AddressDetailsDto, Education } from '@microloans/shared-contracts/api';
import { isRecord } from '@microloans/shared-contracts/guards';

/**
 * Everything the borrower types into the application, as typed: masked strings (phone, passport,
 * dates DD-MM-YYYY, SNILS), income as digits. This is what is kept in local storage
 * (`confirmationFormData`) and restored after a reload.
 */
export type ApplicationValues = {
  // Step 1: contact data
  fio: string;
  birthday: string;
  phone: string;
  email: string;
  privacyAgreement: boolean;
  mailingAgreement: boolean;
  // Step 2: passport data
  passportData: string;
  passportDate: string;
  passportFmsCode: string;
  passportIssued: string;
  birthPlace: string;
  snilsNumber: string;
  registrationFullAddress: string;
  /** The parts of the picked registration address; null while the text was typed by hand. */
  registrationAddress: AddressDetailsDto | null;
  /** The 'address differs' checkbox: the actual address is asked only when it is on. */
  userAnotherRegistrationRegion: boolean;
  actualFullAddress: string;
  actualAddress: AddressDetailsDto | null;
  // Step 3: activity
  education: Education | '';
  workField: string;
  totalIncome: string;
  companyName: string;
  jobTitle: string;
  workPhone: string;
};

/** Asked on the step flagged for it when the account is not activated; never stored. */
export type AccountPasswordValues = { password: string; repeatPassword: string };

/** What the form holds: the application plus, on the flagged step, the account password. */
export type ApplicationFormValues = ApplicationValues & AccountPasswordValues;

export type ApplicationField = keyof ApplicationValues;

/** A fresh application: empty fields, consents given by default (SPEC §9). */
export const emptyApplication: ApplicationValues = {
  fio: '',
  birthday: '',
  phone: '',
  email: '',
  privacyAgreement: true,
  mailingAgreement: true,
  passportData: '',
  passportDate: '',
  passportFmsCode: '',
  passportIssued: '',
  birthPlace: '',
  snilsNumber: '',
  registrationFullAddress: '',
  registrationAddress: null,
  userAnotherRegistrationRegion: false,
  actualFullAddress: '',
  actualAddress: null,
  education: '',
  workField: '',
  totalIncome: '',
  companyName: '',
  jobTitle: '',
  workPhone: '',
};

export const emptyPassword: AccountPasswordValues = { password: '', repeatPassword: '' };

/**
 * Reads stored or loaded values defensively: known keys of the right type are kept, anything else
 * (an older build's shape, a hand-edited storage entry) falls back to the empty application.
 */
export function readApplicationValues(source: unknown): ApplicationValues {
  if (!isRecord(source)) return { ...emptyApplication };
  const values: Record<string, unknown> = { ...emptyApplication };
  for (const [key, fallback] of Object.entries(emptyApplication)) {
    const value = source[key];
    if (fallback === null ? value === null || isRecord(value) : typeof value === typeof fallback) values[key] = value;
  }
  return values as ApplicationValues;
}

/** The values without the password: what may be written to storage. */
export function withoutPassword(values: ApplicationFormValues | ApplicationValues): ApplicationValues {
  const { password: _password, repeatPassword: _repeat, ...rest } = values as ApplicationFormValues;
  return readApplicationValues(rest);
}
