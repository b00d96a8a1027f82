import { emptyLeadFields, type LeadFields, type LeadRecord, type LeadStatus } from '../domain/lead';

export const SEED_LEAD_UUIDS = {
  approved: '0b6a1f7e-0001-4a10-8000-000000000001',
  rejected: '0b6a1f7e-0002-4a10-8000-000000000002',
  pending: '0b6a1f7e-0003-4a10-8000-000000000003',
  draft: '0b6a1f7e-0004-4a10-8000-000000000004',
} as const;

const ivanCollected = (amount: number, term: number): Partial<LeadFields> => ({
  amount,
  term,
  sourcePage: 'main_confirmation',
  type: 'simple',
  fio: 'Петров Иван Сергеевич',
  phone: '79990000001',
  email: 'ivan@example.ru',
  birthday: '1990-03-15',
  passportData: '4510 123456',
  passportDate: '2012-05-14',
  passportFmsCode: '770-001',
  passportIssued: 'ОТДЕЛЕНИЕМ УФМС РОССИИ ПО Г. МОСКВЕ ПО РАЙОНУ ТВЕРСКОЙ',
  birthPlace: 'г. Москва',
  registrationFullAddress: 'г Москва, ул Тверская, д 7, кв 12',
  userAnotherRegistrationRegion: false,
  actualFullAddress: 'г Москва, ул Тверская, д 7, кв 12',
  workField: 'IT и телекоммуникации',
  totalIncome: 85000,
  companyName: 'ООО «Ромашка»',
  jobTitle: 'Инженер-программист',
  workPhone: '74951234567',
  education: 'HIGHER',
  privacyAgreement: true,
  mailingAgreement: true,
});

function lead(
  id: number,
  uuid: string,
  status: LeadStatus,
  createdAt: string,
  fields: Partial<LeadFields>,
): LeadRecord {
  return {
    id,
    uuid,
    userId: 1,
    anonymId: null,
    status,
    collected: status !== 'empty',
    createdAt,
    updatedAt: createdAt,
    fields: { ...emptyLeadFields(), ...fields },
    extras: {},
  };
}

/** Four leads of seeded user 1: approved, rejected, pending and an unfinished draft. */
export function seedLeads(): LeadRecord[] {
  return [
    lead(1, SEED_LEAD_UUIDS.approved, 'approved', '2024-09-10T08:15:00.000Z', ivanCollected(15000, 14)),
    lead(2, SEED_LEAD_UUIDS.rejected, 'rejected', '2024-10-03T14:40:00.000Z', ivanCollected(50000, 30)),
    lead(3, SEED_LEAD_UUIDS.pending, 'pending', '2024-11-20T19:05:00.000Z', ivanCollected(30000, 7)),
    lead(4, SEED_LEAD_UUIDS.draft, 'empty', '2024-12-02T10:00:00.000Z', {
      amount: 20000,
      term: 10,
      sourcePage: 'main_confirmation',
      type: 'simple',
      fio: 'Петров Иван Сергеевич',
      phone: '79990000001',
      email: 'ivan@example.ru',
      birthday: '1990-03-15',
      privacyAgreement: true,
      mailingAgreement: true,
    }),
  ];
}
