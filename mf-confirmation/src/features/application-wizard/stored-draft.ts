import { writeCookie } from '@microloans/platform/cookies';
import { readStored, storageKeys, visitorHintCookies, writeStored } from '@microloans/shared-contracts/storage';
import type { LeadSourcePage, LeadTrackingParams } from '@microloans/shared-contracts/api';
import { readFormType } from '@microloans/shared-contracts/routes';
import type { LoanChoice } from '../../entities/loan-form';
import {
  emptyApplication,
  isStepIndex,
  readApplicationValues,
  trackingParams,
  type ApplicationValues,
  type StepIndex,
} from '../../entities/application';

/** The application as kept in local storage (`confirmationFormData` + `confirmationCurrentStep`). */
export type StoredDraft = {
  values: ApplicationValues;
  step: StepIndex;
  /** The lead the submits so far created; null before the first submit. */
  leadId: number | null;
  /** The signed-in phone (11 digits) the draft belongs to; a different one resets it (SPEC §4). */
  ownerPhone: string | null;
  /**
   * The amount and term of a resumed or copied lead: the application keeps its own. Null for a
   * new application, which takes the calculator's choice.
   */
  loan: LoanChoice | null;
  /** Where the application started (SPEC §3): the site's form, or a PD link (also a resumed one's). */
  sourcePage: LeadSourcePage;
  /** The PD link the application was started from on this device; null otherwise. */
  pdLinkId: string | null;
};

type StoredFormData = { values?: unknown; leadId?: unknown; ownerPhone?: unknown; loan?: unknown; sourcePage?: unknown; pdLinkId?: unknown };

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** `{amount, term, formType}` when amount and term are positive numbers (the form type defaults to loans); null otherwise. */
export function readLoan(value: unknown): LoanChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { amount, term, formType } = value as { amount?: unknown; term?: unknown; formType?: unknown };
  return isPositive(amount) && isPositive(term) ? { amount, term, formType: readFormType(typeof formType === 'string' ? formType : null) } : null;
}

export function readStoredDraft(): StoredDraft {
  const data = readStored<StoredFormData>(storageKeys.confirmationFormData);
  const step = readStored<unknown>(storageKeys.confirmationCurrentStep);
  return {
    values: readApplicationValues(data?.values),
    step: isStepIndex(step) ? step : 0,
    leadId: typeof data?.leadId === 'number' ? data.leadId : null,
    ownerPhone: typeof data?.ownerPhone === 'string' ? data.ownerPhone : null,
    loan: readLoan(data?.loan),
    sourcePage: data?.sourcePage === 'pd_link' ? 'pd_link' : 'main_confirmation',
    pdLinkId: typeof data?.pdLinkId === 'string' && data.pdLinkId ? data.pdLinkId : null,
  };
}

/** How long the draft's step is told to the server: as long as a borrower may come back to a draft. */
const stepHintSeconds = 90 * 24 * 60 * 60;

/**
 * What the server is told of the draft: the step this browser will show (the step alone, never
 * what was typed — the server draws its fields awaiting the draft, not empty). A first step with
 * nothing typed is every visitor's page, shared: no hint.
 */
export function stepHintOf(values: ApplicationValues, step: StepIndex): string | null {
  const typed = step > 0 || (Object.keys(emptyApplication) as Array<keyof ApplicationValues>).some((key) => values[key] !== emptyApplication[key]);
  return typed ? String(step) : null;
}

/** The hint's cookie, written as soon as it changes (a reload right after the first keystroke carries it). */
export const writeStepHint = (hint: string | null): void => writeCookie(visitorHintCookies.applicationStep, hint, stepHintSeconds);

export function writeStoredDraft({ values, step, leadId, ownerPhone, loan, sourcePage, pdLinkId }: StoredDraft): void {
  writeStored(storageKeys.confirmationFormData, { values, leadId, ownerPhone, loan, sourcePage, pdLinkId });
  writeStored(storageKeys.confirmationCurrentStep, step);
  writeStepHint(stepHintOf(values, step));
}

export const readTracking = (): LeadTrackingParams =>
  trackingParams(readStored<Record<string, unknown>>(storageKeys.getParams));
