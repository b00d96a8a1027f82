import { createEffect, sample } from 'effector';
import { createGate } from 'effector-react';
import { loadProfileFx, normalizeProfile, profileLoaded, toastSuccess } from '@microloans/platform';
import { validationMessages } from '@microloans/shared-contracts/validation';
import { createCodeCheck } from '@microloans/shared-features/phone-code';
import { userApi } from '../../entities/user';

export const emailTexts = {
  /** SPEC §8. */
  failed: 'Не удалось верифицировать почту',
  verified: 'Почта подтверждена',
  codeLabel: 'Введите код из письма',
} as const;

/**
 * Email verification (SPEC §4, §7): a code to the email, the resend lock counted down from
 * `lockTtl` like the phone's, and the code checked; the verified email becomes the profile's.
 */
export const emailCheck = createCodeCheck({
  lockKey: 'cabinet.codeLock.email',
  normalise: (email) => email.trim(),
  send: (email) => userApi.sendEmailCode({ email }),
  verify: ({ target, code }) => userApi.verifyEmail({ email: target, code }),
  wrongCodeText: emailTexts.failed,
  badTargetText: validationMessages.email,
});

const toastFx = createEffect((text: string) => toastSuccess(text));
const reloadProfileFx = createEffect(() => loadProfileFx());

sample({ clock: emailCheck.verified, fn: () => emailTexts.verified, target: toastFx });
// The server made the email the profile's, verified: the session reads it again.
sample({ clock: emailCheck.verified, target: reloadProfileFx });
sample({ clock: reloadProfileFx.doneData, fn: normalizeProfile, target: profileLoaded });

/** SPEC §4: an email needs verifying when it is set and unverified, or not the one signed in with. */
export function needsVerification(email: string, user: { email: string | null; emailVerified: boolean }): boolean {
  const typed = email.trim();
  return typed !== '' && (!user.emailVerified || typed.toLowerCase() !== (user.email ?? '').toLowerCase());
}

/** The contacts section is on screen: a code asked before a reload is still locked, and its step comes back. */
export const ContactsGate = createGate({ name: 'cabinet.contacts' });
sample({ clock: ContactsGate.open, target: emailCheck.opened });
