import { createEffect, createEvent, sample } from 'effector';
import { normalizeProfile, profileLoaded, toastError, toastSuccess, type ApiError, type UserProfileAnswerDto } from '@microloans/platform';
import { validationMessages } from '@microloans/shared-contracts/validation';
import { userApi } from '../../entities/user';

export const consentTexts = {
  mailingOn: 'Согласие на рассылку дано',
  mailingOff: 'Согласие на рассылку отозвано',
} as const;

/** The borrower switched the mailing consent on or off. */
export const mailingSwitched = createEvent<boolean>();
export const saveMailingFx = createEffect<boolean, UserProfileAnswerDto, ApiError>((mailingAgreement) => userApi.saveProfile({ mailingAgreement }));
const toastFx = createEffect(({ ok, text }: { ok: boolean; text: string }) => (ok ? toastSuccess(text) : toastError(text)));

sample({ clock: mailingSwitched, target: saveMailingFx });
sample({ clock: saveMailingFx.doneData, fn: normalizeProfile, target: profileLoaded });
sample({ clock: saveMailingFx.done, fn: ({ params }) => ({ ok: true, text: params ? consentTexts.mailingOn : consentTexts.mailingOff }), target: toastFx });
sample({ clock: saveMailingFx.fail, fn: () => ({ ok: false, text: validationMessages.invalidProfile }), target: toastFx });

export const $savingMailing = saveMailingFx.pending;
