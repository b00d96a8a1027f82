import { seedLeads } from '../data/leads';
import { emptyLeadFields, isLeadComplete, type LeadFields, type LeadRecord } from '../domain/lead';
import { uuid } from '../lib/random';

export type LeadOwner = { userId: number | null; anonymId: string | null };

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
