import { seedLeads } from '../data/leads';
import { emptyLeadFields, isLeadComplete, type LeadFields, type LeadRecord, type LeadStatus } from '../domain/lead';
import { uuid } from '../lib/random';

export type LeadOwner = { userId: number | null; anonymId: string | null };

/** The most applications one `generate` call makes. */
export const MAX_GENERATED_LEADS = 1000;

const GENERATED_STATUSES: readonly LeadStatus[] = ['approved', 'rejected', 'pending', 'empty'];
/** The calculator's terms (SPEC §9): 1..30 days, then 6, 8, … 24 weeks in days. */
const CALCULATOR_TERMS: readonly number[] = [
  ...Array.from({ length: 30 }, (_, index) => index + 1),
  ...Array.from({ length: 10 }, (_, index) => (6 + index * 2) * 7),
];
const HOUR_MS = 3_600_000;

/**
 * The `index`-th generated application (from 0): its status, amount and term vary, and it is
 * 19–23 hours older than the one before. The same index always gives the same application.
 */
export function generatedLeadSpec(index: number): { status: LeadStatus; amount: number | null; term: number | null; ageMs: number } {
  const status = GENERATED_STATUSES[(index * 7 + Math.floor(index / 3)) % GENERATED_STATUSES.length] ?? 'pending';
  // Some unfinished ones stopped before the calculator's choice was saved.
  const withoutLoan = status === 'empty' && index % 5 === 2;
  return {
    status,
    amount: withoutLoan ? null : 1000 * (1 + ((index * 37) % 100)),
    term: withoutLoan ? null : (CALCULATOR_TERMS[(index * 13) % CALCULATOR_TERMS.length] ?? 7),
    ageMs: (index + 1) * 19 * HOUR_MS + ((index * 3) % 5) * HOUR_MS,
  };
}

export class LeadStore {
  private leads = new Map<number, LeadRecord>();
  private nextId = 1;

  constructor(private readonly now: () => number) {
    this.reset();
  }

  get(id: number): LeadRecord | undefined {
    return this.leads.get(id);
  }

  byUuid(value: string): LeadRecord | undefined {
    for (const lead of this.leads.values()) if (lead.uuid === value) return lead;
    return undefined;
  }

  /** The most recent lead with this passport. */
  /** The newest lead with this passport, other than `except` (the lead being updated). */
  findByPassport(passportData: string, except?: LeadRecord): LeadRecord | undefined {
    return this.sorted().find((lead) => lead !== except && lead.fields.passportData === passportData);
  }

  forUser(userId: number): LeadRecord[] {
    return this.sorted().filter((lead) => lead.userId === userId);
  }

  /** The user's most recent lead that is not collected yet. */
  draftFor(userId: number): LeadRecord | undefined {
    return this.forUser(userId).find((lead) => !lead.collected);
  }

  all(): LeadRecord[] {
    return this.sorted();
  }

  create(owner: LeadOwner, fields: Partial<LeadFields>, extras: Record<string, unknown>, collected: boolean): LeadRecord {
    const id = this.nextId;
    this.nextId += 1;
    const timestamp = new Date(this.now()).toISOString();
    const merged = { ...emptyLeadFields(), ...fields };
    const isCollected = collected || isLeadComplete(merged);
    const lead: LeadRecord = {
      id,
      uuid: uuid(),
      userId: owner.userId,
      anonymId: owner.anonymId,
      status: isCollected ? 'pending' : 'empty',
      collected: isCollected,
      createdAt: timestamp,
      updatedAt: timestamp,
      fields: merged,
      extras,
    };
    this.leads.set(id, lead);
    return lead;
  }

  update(lead: LeadRecord, fields: Partial<LeadFields>, extras: Record<string, unknown>, collected: boolean): LeadRecord {
    lead.fields = { ...lead.fields, ...fields };
    lead.extras = { ...lead.extras, ...extras };
    if (!lead.collected && (collected || isLeadComplete(lead.fields))) {
      lead.collected = true;
      if (lead.status === 'empty') lead.status = 'pending';
    }
    lead.updatedAt = new Date(this.now()).toISOString();
    return lead;
  }

  /**
   * Test data: `count` applications of a user, varied by `generatedLeadSpec` and older than every
   * lead the user has (so the newest ones, the draft `/user/speedUpData` offers and the lead a
   * passport duplicates stay what they were). Finished ones carry `fields`, the user's data;
   * unfinished ones only its contact part.
   */
  generate(userId: number, count: number, fields: Partial<LeadFields>): LeadRecord[] {
    const own = this.forUser(userId);
    const oldest = own.length > 0 ? Math.min(...own.map((lead) => Date.parse(lead.createdAt))) : this.now();
    const contact: Partial<LeadFields> = {
      fio: fields.fio ?? null,
      phone: fields.phone ?? null,
      email: fields.email ?? null,
      birthday: fields.birthday ?? null,
      privacyAgreement: true,
      mailingAgreement: fields.mailingAgreement ?? true,
    };
    const created: LeadRecord[] = [];
    for (let index = 0; index < count; index += 1) {
      const spec = generatedLeadSpec(index);
      const id = this.nextId;
      this.nextId += 1;
      const timestamp = new Date(oldest - spec.ageMs).toISOString();
      const collected = spec.status !== 'empty';
      const lead: LeadRecord = {
        id,
        // Like the seed's: stable for an id, so a reset and the same calls give the same leads.
        uuid: `0b6a1f7e-b000-4000-8000-${String(id).padStart(12, '0')}`,
        userId,
        anonymId: null,
        status: spec.status,
        collected,
        createdAt: timestamp,
        updatedAt: timestamp,
        fields: {
          ...emptyLeadFields(),
          ...(collected ? fields : contact),
          sourcePage: 'main_confirmation',
          type: 'simple',
          amount: spec.amount,
          term: spec.term,
        },
        extras: {},
      };
      this.leads.set(id, lead);
      created.push(lead);
    }
    return created;
  }

  /** Leads of an anonymous identity become the user's (after sign-in). */
  adopt(anonymId: string, userId: number): void {
    for (const lead of this.leads.values()) {
      if (lead.userId === null && lead.anonymId === anonymId) lead.userId = userId;
    }
  }

  deleteForUser(userId: number): void {
    for (const [id, lead] of this.leads) if (lead.userId === userId) this.leads.delete(id);
  }

  reset(): void {
    const leads = seedLeads();
    this.leads = new Map(leads.map((lead) => [lead.id, lead]));
    this.nextId = Math.max(0, ...leads.map((lead) => lead.id)) + 1;
  }

  private sorted(): LeadRecord[] {
    return [...this.leads.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }
}
