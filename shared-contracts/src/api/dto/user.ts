/** Profile and account DTOs of SPEC §3 and §7 (`/user/*`). */
import type { LeadDto } from './leads';

import type { AddressDto, UserProfileAnswerDto } from '@microloans/platform';

// The session's profile types belong to the platform (it loads the profile); named here too.
export type { AddressDto, Gender, UserProfileAnswerDto, UserProfileDto } from '@microloans/platform';

/** SPEC §3 "Address": a picked suggestion's parts, kept with the full address text. */
export type AddressDetailsDto = AddressDto & {
  kladrId: string | null;
  /** First 2 characters of the region's KLADR id. */
  regionCode: string | null;
  fiasId: string | null;
  okato: string | null;
  postalCode: string | null;
};

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
