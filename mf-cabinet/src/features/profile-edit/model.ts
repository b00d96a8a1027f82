import { createEffect, createEvent, createStore, sample } from 'effector';
import { announceApiError, connectionTexts, normalizeProfile, profileLoaded, toastError, toastSuccess, type ApiError, type UserProfileAnswerDto, type Violation } from '@microloans/platform';
import { validationMessages } from '@microloans/shared-contracts/validation';
import { userApi } from '../../entities/user';
import { toSaveInput, type ProfileFormValues } from './form-values';

export const profileTexts = {
  /** SPEC §8. */
  saved: 'Профиль успешно обновлен!',
  invalid: validationMessages.invalidProfile,
} as const;

/** The form passed its rules: save it. */
export const saveSubmitted = createEvent<ProfileFormValues>();
/** The form did not pass its rules. */
export const invalidSubmitted = createEvent();

export const saveProfileFx = createEffect<ProfileFormValues, UserProfileAnswerDto, ApiError>((values) => userApi.saveProfile(toSaveInput(values)));
const successToastFx = createEffect((text: string) => toastSuccess(text));
const errorToastFx = createEffect((text: string) => toastError(text));

/** What the server refused (422), marked on the fields. */
export const $violations = createStore<Violation[]>([])
  .on(saveProfileFx.failData, (_, error) => (error.kind === 'validation' ? error.violations : []))
  .reset(saveSubmitted);
export const $saving = saveProfileFx.pending;
/**
 * A save that got no answer (no network, or no server): said in the form, beside «Сохранить», until
 * the borrower saves again; nothing typed is lost (the toast that says it too is gone in 3 s).
 */
export const $saveFailure = createStore<{ title: string; detail: string } | null>(null)
  .on(saveProfileFx.failData, (_, error) => (error.kind === 'network' ? { title: error.message, detail: connectionTexts.checkAndRetry } : null))
  .reset(saveSubmitted, saveProfileFx.done);

sample({ clock: saveSubmitted, target: saveProfileFx });
// The saved profile is the session's at once: the header shows the new name without a reload.
sample({ clock: saveProfileFx.doneData, fn: normalizeProfile, target: profileLoaded });
sample({ clock: saveProfileFx.done, fn: () => profileTexts.saved, target: successToastFx });
// SPEC §8: a refused or failed save, and a form that does not pass its rules, say the same; a save
// that got no answer says the connection is missing (nothing in the form is wrong).
sample({
  clock: [saveProfileFx.failData.filter({ fn: (error) => error.kind !== 'network' }), invalidSubmitted],
  fn: () => profileTexts.invalid,
  target: errorToastFx,
});
const announceFx = createEffect(announceApiError);
sample({ clock: saveProfileFx.failData, filter: (error) => error.kind === 'network', target: announceFx });
