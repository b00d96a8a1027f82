import type { SessionUser } from '@microloans/platform';
import type { AddressDto, Gender, ProfileSaveInput } from '@microloans/shared-contracts/api';
import { digitsOnly, formatSnils, formatWorkPhone, toSentDate, toShownDate } from '@microloans/shared-contracts/validation';

/** The profile as the form shows it: text as typed, dates DD-MM-YYYY, masked values masked. */
export type ProfileFormValues = {
  lastName: string;
  firstName: string;
  middleName: string;
  birthday: string;
  gender: Gender;
  passportData: string;
  passportDate: string;
  passportIssued: string;
  passportFmsCode: string;
  birthPlace: string;
  snilsNumber: string;
  inn: string;
  registrationFullAddress: string;
  /** The parts of the picked suggestion (not shown); typing over the address forgets them. */
  registrationAddress: AddressDto | null;
  actualFullAddress: string;
  actualAddress: AddressDto | null;
  education: string;
  workField: string;
  companyName: string;
  jobTitle: string;
  totalIncome: string;
  workPhone: string;
};

const text = (value: string | null | undefined) => value ?? '';

export function toFormValues(user: SessionUser): ProfileFormValues {
  return {
    lastName: text(user.lastName),
    firstName: text(user.firstName),
    middleName: text(user.middleName),
    birthday: toShownDate(user.birthday),
    gender: user.gender,
    passportData: text(user.passportData),
    passportDate: toShownDate(user.passportDate),
    passportIssued: text(user.passportIssued),
    passportFmsCode: text(user.passportFmsCode),
    birthPlace: text(user.birthPlace),
    snilsNumber: formatSnils(user.snilsNumber),
    inn: text(user.inn),
    registrationFullAddress: text(user.registrationFullAddress),
    registrationAddress: user.registrationAddress ?? null,
    actualFullAddress: text(user.actualFullAddress),
    actualAddress: user.actualAddress ?? null,
    education: text(user.education),
    workField: text(user.workField),
    companyName: text(user.companyName),
    jobTitle: text(user.jobTitle),
    totalIncome: user.totalIncome == null ? '' : String(user.totalIncome),
    workPhone: formatWorkPhone(user.workPhone),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * What a save sends (SPEC §3, §5): dates YYYY-MM-DD, income a number, everything empty as null. Two
 * forms of the same profile (masked and raw, `""` and null) give the same input, which is how the
 * form tells whether anything changed.
 */
export function toSaveInput(values: ProfileFormValues): ProfileSaveInput {
  const income = digitsOnly(values.totalIncome);
  return {
    lastName: orNull(values.lastName),
    firstName: orNull(values.firstName),
    middleName: orNull(values.middleName),
    birthday: toSentDate(values.birthday),
    gender: values.gender,
    passportData: orNull(values.passportData),
    passportDate: toSentDate(values.passportDate),
    passportIssued: orNull(values.passportIssued),
    passportFmsCode: orNull(values.passportFmsCode),
    birthPlace: orNull(values.birthPlace),
    snilsNumber: orNull(values.snilsNumber),
    inn: orNull(digitsOnly(values.inn)),
    registrationFullAddress: orNull(values.registrationFullAddress),
    registrationAddress: values.registrationAddress,
    actualFullAddress: orNull(values.actualFullAddress),
    actualAddress: values.actualAddress,
    education: orNull(values.education),
    workField: orNull(values.workField),
    companyName: orNull(values.companyName),
    jobTitle: orNull(values.jobTitle),
    totalIncome: income ? Number(income) : null,
    // Phones go as digits (SPEC §5: 11 digits once the rest is stripped), as the server keeps them.
    workPhone: orNull(digitsOnly(values.workPhone)),
  };
}

/** Whether the edited profile differs from the signed-in user's, compared as it would be sent. */
export function differsFrom(values: ProfileFormValues, user: SessionUser): boolean {
  const edited = toSaveInput(values);
  const saved = toSaveInput(toFormValues(user));
  // Address parts are objects: compared by what would be sent.
  return (Object.keys(edited) as Array<keyof ProfileSaveInput>).some((key) => JSON.stringify(edited[key]) !== JSON.stringify(saved[key]));
}
