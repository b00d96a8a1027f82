import type { Gender, UserProfileDto } from '../api';

/** The profile as the product uses it: derived fields filled, defaults applied (SPEC §3). */
export type SessionUser = Omit<UserProfileDto, 'fio' | 'snils' | 'gender' | 'privacyAgreement' | 'mailingAgreement'> & {
  fio: string;
  snils: string | null;
  gender: Gender;
  privacyAgreement: boolean;
  mailingAgreement: boolean;
};

export function composeFio(parts: Array<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export function normalizeProfile(dto: UserProfileDto): SessionUser {
  return {
    ...dto,
    fio: dto.fio?.trim() || composeFio([dto.lastName, dto.firstName, dto.middleName]),
    snils: dto.snilsNumber ?? dto.snils ?? null,
    gender: dto.gender ?? 'male',
    privacyAgreement: dto.privacyAgreement ?? true,
    mailingAgreement: dto.mailingAgreement ?? true,
  };
}
