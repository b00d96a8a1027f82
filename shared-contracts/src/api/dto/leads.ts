/** Lead (loan application) DTOs of SPEC §3, §4 and §7 (`/leads/*`). */
import type { AddressDetailsDto } from './user';

export type LeadStatus = 'approved' | 'rejected' | 'pending' | 'empty';

/** SPEC §4: the scenario a form (and the shop window after it) runs in. */
export type FormScenario = 'lead' | 'score' | 'personal' | 'main' | 'blog_main' | 'duplicate' | 'pdl_lead' | 'pdl_duplicate';

export type LeadType = 'simple' | 'ping3' | 'ping3_auto';

export type LeadSourcePage = 'pd_link' | 'main_confirmation';

/** SPEC §3 education option values (the profile keeps `education` as a plain string). */
export type Education =
  | 'PRIMARY'
  | 'INCOMPLETE_SECONDARY'
  | 'SECONDARY'
  | 'INCOMPLETE_HIGHER'
  | 'HIGHER'
  | 'ACADEMIC_DEGREE'
  | 'OTHER';

/** Tracking query parameters kept with a lead and returned as sent (utm_source, utm_campaign, ...). */
export type LeadTrackingParams = { [key: `utm_${string}`]: string };

/** The fields of a lead the client fills; the server answers `null` for those never filled. */
export type LeadFieldsDto = {
  amount: number | null;
  /** Days. */
  term: number | null;
  sectionSlug: string | null;
  sourcePage: LeadSourcePage | null;
  clientUuid: string | null;
  type: LeadType | null;
  scenario: FormScenario | null;
  fio: string | null;
  phone: string | null;
  email: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  /** "9999 999999" */
  passportData: string | null;
  /** YYYY-MM-DD */
  passportDate: string | null;
  passportFmsCode: string | null;
  passportIssued: string | null;
  birthPlace: string | null;
  registrationFullAddress: string | null;
  /** The 'address differs' checkbox. */
  userAnotherRegistrationRegion: boolean | null;
  actualFullAddress: string | null;
  snilsNumber: string | null;
  workField: string | null;
  /** Monthly, rubles. */
  totalIncome: number | null;
  companyName: string | null;
  jobTitle: string | null;
  workPhone: string | null;
  education: Education | null;
  privacyAgreement: boolean | null;
  mailingAgreement: boolean | null;
};

export type LeadDto = LeadFieldsDto &
  LeadTrackingParams & {
    /** Present when the client sent them (see `LeadRequest`). */
    registrationAddress?: AddressDetailsDto | null;
    actualAddress?: AddressDetailsDto | null;
    id: number;
    uuid: string;
    status: LeadStatus;
    /** Every required field is filled: the application is finished. */
    collected: boolean;
    createdAt: string;
    updatedAt: string;
  };

/**
 * Body of a lead create or update: any subset of the fields. Empty values are not sent (the client
 * drops them), so an update never clears a field. `collected: true` marks the application finished.
 */
export type LeadRequest = Partial<LeadFieldsDto> &
  LeadTrackingParams & {
    collected?: boolean;
    /** The parts of the picked addresses (SPEC §3 Address); the server keeps and returns them as sent. */
    registrationAddress?: AddressDetailsDto | null;
    actualAddress?: AddressDetailsDto | null;
  };

export type LeadRefDto = { id: number; uuid: string };

export type LeadAnswerDto = { lead: LeadDto };
export type LeadSavedDto = { lead: LeadRefDto };
/** Another lead already has this passport: nothing was created or changed. */
export type DuplicateLeadDto = { lead: null; duplicateUuid: string };
/**
 * What a create or an update answers. SPEC §4 names the duplicate answer for creation; the update
 * that first carries the passport (the application asks for it on step 2) can answer it too.
 */
export type LeadSaveAnswerDto = LeadSavedDto | DuplicateLeadDto;

export const isDuplicateAnswer = (answer: LeadSaveAnswerDto): answer is DuplicateLeadDto => answer.lead === null;
