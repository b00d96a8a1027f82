/**
 * The DTOs the platform itself reads (the session's profile, the loyalty flag of the account
 * menu). The contract re-exports them, so every part names them the same.
 */
export type Gender = 'male' | 'female';

export type AddressDto = {
  city: string | null;
  flatNumber: string | null;
  houseNumber: string | null;
  region: string | null;
  street: string | null;
};

/** SPEC §3 "User profile". dev-api derives its stored profile from this type. */
export type UserProfileDto = {
  email: string | null;
  emailVerified: boolean;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  middleName: string | null;
  fio?: string | null;
  createdAt: string;
  updatedAt: string;
  activated: boolean;
  passportData: string | null;
  passportDate: string | null;
  passportIssued: string | null;
  passportFmsCode: string | null;
  snilsNumber: string | null;
  snils?: string | null;
  inn: string | null;
  driversLicenseNumber: string | null;
  driversLicenseSeries: string | null;
  clientUuid: string | null;
  userIdentifier: string | null;
  birthPlace: string | null;
  birthday: string | null;
  gender: Gender | null;
  registrationAddress: AddressDto | null;
  actualAddress: AddressDto | null;
  registrationFullAddress: string | null;
  actualFullAddress: string | null;
  workField: string | null;
  companyName: string | null;
  totalIncome: number | null;
  jobTitle: string | null;
  workPhone: string | null;
  education: string | null;
  privacyAgreement: boolean | null;
  mailingAgreement: boolean | null;
  jobs: unknown[];
  educations: unknown[];
};

/** What GET and PUT /user/profile answer: the profile and the user's id. */
export type UserProfileAnswerDto = UserProfileDto & { id: number };

/** SPEC §7 GET /loyalty/settings. */
export type LoyaltySettingsDto = { isActive: boolean };
