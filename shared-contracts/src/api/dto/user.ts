/** Profile and account DTOs of SPEC §3 and §7 (`/user/*`). */
import type { LeadDto } from './leads';

export type Gender = 'male' | 'female';

export type AddressDto = {
  city: string | null;
  flatNumber: string | null;
  houseNumber: string | null;
  region: string | null;
  street: string | null;
};

/** SPEC §3 "Address": a picked suggestion's parts, kept with the full address text. */
export type AddressDetailsDto = AddressDto & {
  kladrId: string | null;
  /** First 2 characters of the region's KLADR id. */
  regionCode: string | null;
  fiasId: string | null;
  okato: string | null;
  postalCode: string | null;
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

/** Fields the server owns: never sent on save. */
export type ReadOnlyProfileField =
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'activated'
  | 'emailVerified'
  | 'userIdentifier'
  | 'fio'
  | 'snils';

/** What a caller hands to `userApi.saveProfile`: the profile as loaded or edited, or any part of it. */
export type ProfileSaveInput = Partial<UserProfileAnswerDto>;

/** The PUT /user/profile body: writable fields only; `null` clears a field; list items carry no ids. */
export type ProfileSaveRequest = {
  [Field in Exclude<keyof UserProfileAnswerDto, ReadOnlyProfileField>]?: UserProfileAnswerDto[Field] | null;
};

export type SendEmailCodeRequest = { email: string };

export type VerifyEmailRequest = { email: string; code: string };

export type EmailVerifiedDto = { emailVerified: true };

/** The user's newest unfinished lead, offered as a draft of the form. */
export type SpeedUpDataDto = { draftLead: LeadDto | null };

export type CreditGrade = 'A' | 'B' | 'C' | 'D' | 'E';

export type CreditScoreFactorDto = { title: string; impact: 'positive' | 'negative' };

export type CreditScoreDto = {
  /** 300..850 */
  score: number;
  grade: CreditGrade;
  updatedAt: string;
  factors: CreditScoreFactorDto[];
};
