import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateFx, signedOut, toastError, toastSuccess, type ApiError } from '@microloans/platform';
import { routePaths } from '@microloans/shared-contracts/routes';
import { errorTexts } from '@microloans/shared-contracts/api';
import { createPasswordSetter, passwordTexts } from '../../entities/account-password';
import { userApi } from '../../entities/user';

/** A new password for the signed-in account: the session is the proof (no old password asked). */
export const passwordChange = createPasswordSetter({ successText: passwordTexts.passwordUpdated, failureText: passwordTexts.passwordUpdateFailed });

/** A password for an account that has none (signed up by a code, SPEC §4). */
export const accountProtection = createPasswordSetter({ successText: passwordTexts.protected, failureText: passwordTexts.protectFailed });

export const deletionTexts = {
  deleted: 'Аккаунт удалён',
  failed: errorTexts.unexpected,
} as const;

/** The borrower confirmed the deletion in the dialog. */
export const deletionConfirmed = createEvent();
export const deleteAccountFx = createEffect<void, void, ApiError>(() => userApi.deleteProfile());
/** The account is gone on the server (the borrower is signed out once the profile page is gone). */
export const $accountDeleted = createStore(false);
/**
 * The profile page is gone. After a deletion the borrower becomes anonymous only now: the router
 * commits a new location in a transition, and the protected page, rendered for an anonymous
 * borrower even for a moment, would send them to sign in instead of to `/`.
 */
export const profileClosed = createEvent();
const toastFx = createEffect(({ ok, text }: { ok: boolean; text: string }) => (ok ? toastSuccess(text) : toastError(text)));

sample({ clock: deletionConfirmed, target: deleteAccountFx });
// The account and its tokens are gone on the server: the page goes on as anonymous (SPEC §4).
$accountDeleted.on(deleteAccountFx.done, () => true).reset(signedOut);
// The profile page leaves for the main page, and is not in the history any more.
sample({ clock: deleteAccountFx.done, fn: () => ({ to: routePaths.main, replace: true }), target: navigateFx });
sample({ clock: profileClosed, filter: $accountDeleted, target: signedOut });
sample({ clock: deleteAccountFx.done, fn: () => ({ ok: true, text: deletionTexts.deleted }), target: toastFx });
sample({ clock: deleteAccountFx.fail, fn: () => ({ ok: false, text: deletionTexts.failed }), target: toastFx });

export const $deleting = deleteAccountFx.pending;
