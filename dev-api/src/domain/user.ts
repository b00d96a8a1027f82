export type Gender = 'male' | 'female';

export type AddressParts = {
  city: string | null;
  flatNumber: string | null;
  houseNumber: string | null;
  region: string | null;
  street: string | null;
};

/** Jobs and educations lists are stored as the client sent them (ids dropped). */
export type ProfileListItem = Record<string, unknown>;

/** Every field of SPEC §3 "User profile" except the derived `fio` and `snils`. */
export type ProfileFields = {
  email: string | null;
  emailVerified: boolean;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  middleName: string | null;
  createdAt: string;
  updatedAt: string;
  activated: boolean;
  passportData: string | null;
  passportDate: string | null;
  passportIssued: string | null;
  passportFmsCode: string | null;
  snilsNumber: string | null;
  inn: string | null;
  driversLicenseNumber: string | null;
  driversLicenseSeries: string | null;
  clientUuid: string | null;
  userIdentifier: string;
  birthPlace: string | null;
  birthday: string | null;
  gender: Gender;
  registrationAddress: AddressParts;
  actualAddress: AddressParts;
  registrationFullAddress: string | null;
  actualFullAddress: string | null;
  workField: string | null;
  companyName: string | null;
  totalIncome: number | null;
  jobTitle: string | null;
  workPhone: string | null;
  education: string | null;
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

export function composeFio(profile: Pick<ProfileFields, 'firstName' | 'lastName' | 'middleName'>): string | null {
  const parts = [profile.lastName, profile.firstName, profile.middleName].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : null;
}

export function toProfileView(user: UserRecord): ProfileView {
  const profile = structuredClone(user.profile);
  return { id: user.id, ...profile, fio: composeFio(profile), snils: profile.snilsNumber };
}
