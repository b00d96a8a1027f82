import type { LeadStatus } from '@microloans/shared-contracts/api';

export type { LeadStatus };

export const LEAD_STRING_FIELDS = [
  'sectionSlug',
  'sourcePage',
  'clientUuid',
  'type',
  'scenario',
  'fio',
  'phone',
  'email',
  'birthday',
  'passportData',
  'passportDate',
  'passportFmsCode',
  'passportIssued',
  'birthPlace',
  'registrationFullAddress',
  'actualFullAddress',
  'snilsNumber',
  'workField',
  'companyName',
  'jobTitle',
  'workPhone',
  'education',
] as const;

export const LEAD_NUMBER_FIELDS = ['amount', 'term', 'totalIncome'] as const;

export const LEAD_BOOLEAN_FIELDS = ['userAnotherRegistrationRegion', 'privacyAgreement', 'mailingAgreement'] as const;

export type LeadStringField = (typeof LEAD_STRING_FIELDS)[number];
export type LeadNumberField = (typeof LEAD_NUMBER_FIELDS)[number];
export type LeadBooleanField = (typeof LEAD_BOOLEAN_FIELDS)[number];

export type LeadFields = Record<LeadStringField, string | null> &
  Record<LeadNumberField, number | null> &
  Record<LeadBooleanField, boolean | null>;

/** Keys the client may not set. */
export const LEAD_RESERVED_KEYS = ['id', 'uuid', 'status', 'collected', 'createdAt', 'updatedAt', 'userId'] as const;

export type LeadRecord = {
  id: number;
  uuid: string;
  userId: number | null;
  anonymId: string | null;
  status: LeadStatus;
  collected: boolean;
  createdAt: string;
  updatedAt: string;
  fields: LeadFields;
  /** Tracking parameters (utm_*, click ids, ...) and any other extra keys, as sent. */
  extras: Record<string, unknown>;
};

/** Fields a lead needs before it counts as a finished ("collected") application. */
export const LEAD_REQUIRED_FOR_COLLECTED: readonly (keyof LeadFields)[] = [
  'amount',
  'term',
  'fio',
  'phone',
  'birthday',
  'passportData',
  'passportDate',
  'registrationFullAddress',
  'workField',
  'totalIncome',
];

export function emptyLeadFields(): LeadFields {
  const fields: Record<string, null> = {};
  for (const key of [...LEAD_STRING_FIELDS, ...LEAD_NUMBER_FIELDS, ...LEAD_BOOLEAN_FIELDS]) fields[key] = null;
  return fields as LeadFields;
}

export type LeadView = Record<string, unknown> & {
  id: number;
  uuid: string;
  status: LeadStatus;
  collected: boolean;
  createdAt: string;
  updatedAt: string;
};

export function toLeadView(lead: LeadRecord): LeadView {
  return {
    ...structuredClone(lead.extras),
    ...lead.fields,
    id: lead.id,
    uuid: lead.uuid,
    status: lead.status,
    collected: lead.collected,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
  };
}

export function isLeadComplete(fields: LeadFields): boolean {
  return LEAD_REQUIRED_FOR_COLLECTED.every((key) => fields[key] !== null) && fields.privacyAgreement === true;
}
