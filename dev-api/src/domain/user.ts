import type { AddressDto, Gender, UserProfileDto } from '@microloans/shared-contracts/api';

export type { Gender };
export type AddressParts = AddressDto;

/** Jobs and educations lists are stored as the client sent them (ids dropped). */
export type ProfileListItem = Record<string, unknown>;

/**
 * Every field of SPEC §3 "User profile", as the contract's DTO has them (so dev-api cannot drift
 * from what the frontend reads), minus the derived `fio` and `snils`, with the fields dev-api
 * always fills made non-null.
 */
export type ProfileFields = Omit<
  UserProfileDto,
  | 'fio'
  | 'snils'
  | 'gender'
  | 'userIdentifier'
  | 'registrationAddress'
  | 'actualAddress'
  | 'privacyAgreement'
  | 'mailingAgreement'
  | 'jobs'
  | 'educations'
> & {
  gender: Gender;
  userIdentifier: string;
  registrationAddress: AddressParts;
  actualAddress: AddressParts;
  privacyAgreement: boolean;
  mailingAgreement: boolean;
  jobs: ProfileListItem[];
  educations: ProfileListItem[];
};

export type LoyaltyOperation = {
  id: number;
  type: 'accrual' | 'write_off';
  amount: number;
  title: string;
  createdAt: string;
};

export type LoyaltyAccount = {
  isActive: boolean;
  coins: number;
  cashback: number;
  referralBonus: number;
  expiring: { amount: number; expiresAt: string } | null;
  history: LoyaltyOperation[];
};

export type UserRecord = {
  id: number;
  password: string | null;
  refHash: string | null;
  loyalty: LoyaltyAccount;
  profile: ProfileFields;
};

/** The JSON answered by GET/PUT /user/profile. */
export type ProfileView = { id: number; fio: string | null; snils: string | null } & ProfileFields;

export const emptyAddress = (): AddressParts => ({
  city: null,
  flatNumber: null,
  houseNumber: null,
  region: null,
  street: null,
});

/** A profile with nothing filled in but what every account has; seeds and sign-ups start here. */
export function blankProfile(
  base: Pick<ProfileFields, 'phone' | 'userIdentifier' | 'createdAt'> & Partial<ProfileFields>,
): ProfileFields {
  return {
    email: null,
    emailVerified: false,
    firstName: null,
    lastName: null,
    middleName: null,
    updatedAt: base.createdAt,
    activated: false,
    passportData: null,
    passportDate: null,
    passportIssued: null,
    passportFmsCode: null,
    snilsNumber: null,
    inn: null,
    driversLicenseNumber: null,
    driversLicenseSeries: null,
    clientUuid: null,
    birthPlace: null,
    birthday: null,
    gender: 'male',
    registrationAddress: emptyAddress(),
    actualAddress: emptyAddress(),
    registrationFullAddress: null,
    actualFullAddress: null,
    workField: null,
    companyName: null,
    totalIncome: null,
    jobTitle: null,
    workPhone: null,
    education: null,
    privacyAgreement: true,
    mailingAgreement: true,
    jobs: [],
    educations: [],
    ...base,
  };
}

export function composeFio(profile: Pick<ProfileFields, 'firstName' | 'lastName' | 'middleName'>): string | null {
  const parts = [profile.lastName, profile.firstName, profile.middleName].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : null;
}

export function toProfileView(user: UserRecord): ProfileView & UserProfileDto {
  const profile = structuredClone(user.profile);
  return { id: user.id, ...profile, fio: composeFio(profile), snils: profile.snilsNumber };
}
