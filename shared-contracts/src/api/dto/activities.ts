/** Cabinet activity DTOs of SPEC §7 (`/activities`, `/activities/summary`). */
import type { LeadStatus } from './leads';
import type { PageParams } from './paging';

export type ActivitiesParams = PageParams & { status?: LeadStatus };

/** One application of the user, as the cabinet lists it. */
export type ActivityDto = {
  id: `lead-${number}`;
  type: 'lead';
  title: string;
  leadId: number;
  uuid: string;
  amount: number | null;
  /** Days, for every form type. */
  term: number | null;
  /** The application's form (its `sectionSlug`): a loan, or a credit whose term reads in years. */
  formType?: 'loans' | 'credits';
  status: LeadStatus;
  collected: boolean;
  createdAt: string;
  updatedAt: string;
};

export type ActivitiesSummaryDto = {
  total: number;
  approved: number;
  rejected: number;
  pending: number;
  empty: number;
  lastActivityAt: string | null;
};
