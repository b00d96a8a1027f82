import { readStored, storageKeys, writeStored } from 'shared-contracts/storage';
import type { LeadTrackingParams } from 'shared-contracts/api';
import {
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
};

type StoredFormData = { values?: unknown; leadId?: unknown; ownerPhone?: unknown };

export function readStoredDraft(): StoredDraft {
  const data = readStored<StoredFormData>(storageKeys.confirmationFormData);
  const step = readStored<unknown>(storageKeys.confirmationCurrentStep);
  return {
    values: readApplicationValues(data?.values),
    step: isStepIndex(step) ? step : 0,
    leadId: typeof data?.leadId === 'number' ? data.leadId : null,
    ownerPhone: typeof data?.ownerPhone === 'string' ? data.ownerPhone : null,
  };
}

export function writeStoredDraft({ values, step, leadId, ownerPhone }: StoredDraft): void {
  writeStored(storageKeys.confirmationFormData, { values, leadId, ownerPhone });
  writeStored(storageKeys.confirmationCurrentStep, step);
}

export const readTracking = (): LeadTrackingParams =>
  trackingParams(readStored<Record<string, unknown>>(storageKeys.getParams));
