import type { LeadStatus } from '@microloans/shared-contracts/api';
// A type only: erased from the build, so this file stays light enough for the main page.
import type { StatusTone } from '@microloans/ui-kit/extra';

/** How the cabinet words one lead status (SPEC §4) and the tone of its tag. */
export type LeadStatusWords = {
  /** The status of one application, on its tag: «Одобрена». */
  title: string;
  /** Above a count of applications: «Одобрено: 3». */
  counted: string;
  /** A filter of the history: «Одобренные». */
  filter: string;
  tone: StatusTone;
};

/** The one place the cabinet's status words and tag tones live. */
export const leadStatuses: Record<LeadStatus, LeadStatusWords> = {
  approved: { title: 'Одобрена', counted: 'Одобрено', filter: 'Одобренные', tone: 'success' },
  pending: { title: 'На рассмотрении', counted: 'На рассмотрении', filter: 'На рассмотрении', tone: 'info' },
  rejected: { title: 'Отклонена', counted: 'Отклонено', filter: 'Отклонённые', tone: 'danger' },
  empty: { title: 'Не заполнена', counted: 'Не заполнено', filter: 'Незаполненные', tone: 'neutral' },
};

/** The order statuses are listed in (counts, filters). */
export const leadStatusOrder = ['approved', 'pending', 'rejected', 'empty'] as const satisfies readonly LeadStatus[];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (leadStatusOrder as readonly string[]).includes(value);
