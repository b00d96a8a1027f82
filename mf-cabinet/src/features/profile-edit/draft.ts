import { isRecord } from '@microloans/shared-contracts/guards';
import { createEvent, createStore } from 'effector';
import { signedOut, userSessionLost, type SessionUser } from '@microloans/platform';
import { keepInTab, readTabStored, tabStorageKeys } from '../../shared/lib/tab-storage';
import { differsFrom, toFormValues, type ProfileFormValues } from './form-values';
import { saveProfileFx } from './model';

/** Unsaved changes of the profile, with the saved version (whose, and when) they were made over. */
export type ProfileDraft = { phone: string; updatedAt: string; values: ProfileFormValues };

function isDraft(value: unknown): value is ProfileDraft {
  if (!isRecord(value)) return false;
  const { phone, updatedAt, values } = value;
  return typeof phone === 'string' && typeof updatedAt === 'string' && isRecord(values);
}

const addressParts: ReadonlySet<string> = new Set(['registrationAddress', 'actualAddress']);
const kindOf = (value: unknown) => (value === null ? 'null' : typeof value);

/** Every field of the form is there with a value of its kind (an address's parts may be null). */
function fitsForm(values: ProfileFormValues, saved: ProfileFormValues): boolean {
  const kept = values as Record<string, unknown>;
  return Object.entries(saved).every(([key, value]) => {
    const kind = kindOf(kept[key]);
    return addressParts.has(key) ? kind === 'null' || kind === 'object' : kind === kindOf(value);
  });
}

/** The borrower changed the form (`values` as it now stands over `user`). */
export const profileEdited = createEvent<{ user: SessionUser; values: ProfileFormValues }>();
/** The borrower chose to go back to the saved profile. */
export const draftDiscarded = createEvent();

/**
 * A reload loses nothing typed in the profile: unsaved changes are kept for this tab. A save, a
 * sign-out or a lost session forgets them; so does going back to the saved values.
 */
export const $draft = createStore<ProfileDraft | null>(readTabStored(tabStorageKeys.profileDraft, isDraft))
  .on(profileEdited, (_, { user, values }) => (differsFrom(values, user) ? { phone: user.phone, updatedAt: user.updatedAt, values } : null))
  // Not `.reset`: that would go back to the draft read at start.
  .on([saveProfileFx.done, draftDiscarded, signedOut, userSessionLost], () => null);

keepInTab($draft, tabStorageKeys.profileDraft);

/** The draft's values if it was made over this very version of this user's profile. */
export function draftValuesFor(draft: ProfileDraft | null, user: SessionUser): ProfileFormValues | null {
  if (!draft || draft.phone !== user.phone || draft.updatedAt !== user.updatedAt) return null;
  return fitsForm(draft.values, toFormValues(user)) ? draft.values : null;
}
