import { createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { announceApiError, saveUserTokens, unexpectedFailureText, type ApiError, type TokenPair, type Violation } from '@microloans/platform';
import { authApi, type CodeSentDto } from '@microloans/shared-contracts/api';
import { readStored, storageKeys } from '@microloans/shared-contracts/storage';
import { digitsOnly } from '@microloans/shared-contracts/validation';
import { phoneCodeTexts } from './texts';

/**
 * Phone confirmation by code (SPEC §4, §8; purpose `lead_form`): a code is sent, the resend lock
 * counts down every second from `lockTtl`, and the right code signs the borrower in.
 */

/** Send a code to this phone (any format; 11 digits are sent). */
export const codeRequested = createEvent<string>();
export const codeResendClicked = createEvent();
export const codeSubmitted = createEvent<string>();
/** The borrower wants to correct the number: back to the phone field. */
export const verificationCancelled = createEvent();

/** The code was right: the borrower is signed in as this phone's owner. */
export const phoneVerified = createEvent<{ phone: string; tokens: TokenPair }>();
/** The server refused the number (422 on phone): the form marks its phone field. */
export const phoneRejected = createEvent<Violation>();

export const sendCodeFx = createEffect<string, CodeSentDto, ApiError>((phone) =>
  authApi.sendPhoneCode({ phone, action: 'lead_form' }),
);

/** Signs in by the code; the tokens are stored before anything else uses them. */
export const verifyCodeFx = createEffect<{ phone: string; code: string }, TokenPair, ApiError>(async ({ phone, code }) => {
  const refHash = readStored<string>(storageKeys.ref) ?? undefined;
  const tokens = await authApi.signInByPhone({ phone, code, ...(refHash ? { refHash } : {}) });
  saveUserTokens(tokens);
  return tokens;
});

const announceFx = createEffect(announceApiError);

/** The phone a code was asked for; null while the phone field is being filled. */
export const $codePhone = createStore<string | null>(null)
  .on(codeRequested, (_, phone) => digitsOnly(phone))
  .reset(verificationCancelled, phoneVerified);

const countdownStarted = createEvent();
const countdownStopped = createEvent();
const { tick: secondPassed } = interval({ timeout: 1000, start: countdownStarted, stop: countdownStopped });

/** A code has been asked at least once for this phone: the resend control is shown. */
export const $codeAsked = createStore(false)
  .on(sendCodeFx.finally, () => true)
  .reset(verificationCancelled, phoneVerified);

/**
 * Seconds until a new code may be asked: the last answer's `lockTtl`, counted down once a second
 * to zero (SPEC §4, §9). Each answer starts the count afresh.
 */
export const $resendSecondsLeft = createStore(0)
  .on(sendCodeFx.doneData, (_, { lockTtl }) => Math.max(0, Math.ceil(lockTtl)))
  .on(secondPassed, (seconds) => Math.max(0, seconds - 1))
  .reset(verificationCancelled, phoneVerified);

// Ticks while a lock runs (a new code can only be asked once it ran out); stops at zero or when
// the code step closes.
sample({ clock: sendCodeFx.doneData, filter: ({ lockTtl }) => lockTtl > 0, target: countdownStarted });
sample({ clock: [secondPassed, verificationCancelled, phoneVerified], source: $resendSecondsLeft, filter: (seconds) => seconds === 0, target: countdownStopped });

/** What is wrong with the code or its sending, shown under the code field. */
export const $codeError = createStore<string | null>(null)
  .on(sendCodeFx.failData, (_, error) => codeErrorText(error))
  .on(verifyCodeFx.failData, (_, error) => codeErrorText(error))
  .reset(sendCodeFx, verifyCodeFx, verificationCancelled, phoneVerified);

/** Whether the last request was refused because the lock still runs (`sent: false`). */
export const $codeNotSent = createStore(false)
  .on(sendCodeFx.doneData, (_, { sent }) => !sent)
  .reset(sendCodeFx, verificationCancelled, phoneVerified);

export const $verifying = verifyCodeFx.pending;
export const $sending = sendCodeFx.pending;

function codeErrorText(error: ApiError): string | null {
  if (error.kind === 'validation') {
    if (error.violations.some((violation) => violation.propertyPath === 'code')) return phoneCodeTexts.wrongCode;
    if (error.violations.some((violation) => violation.propertyPath === 'phone')) return null;
    return error.violations[0]?.message || phoneCodeTexts.wrongCode;
  }
  if (error.kind === 'rate-limit') return phoneCodeTexts.rateLimit;
  return unexpectedFailureText(error);
}

sample({ clock: codeRequested, fn: digitsOnly, target: sendCodeFx });
sample({ clock: codeResendClicked, source: $codePhone, filter: Boolean, target: sendCodeFx });

sample({
  clock: codeSubmitted,
  source: $codePhone,
  filter: (phone, code) => phone !== null && digitsOnly(code).length > 0,
  fn: (phone, code) => ({ phone: phone ?? '', code: digitsOnly(code) }),
  target: verifyCodeFx,
});

sample({
  clock: verifyCodeFx.done,
  fn: ({ params, result }) => ({ phone: params.phone, tokens: result }),
  target: phoneVerified,
});

// A refused number goes back to the phone field, marked with the server's words.
const phoneViolation = (error: ApiError): Violation | null =>
  error.kind === 'validation'
    ? (error.violations.find((violation) => violation.propertyPath === 'phone') ?? null)
    : null;

sample({
  clock: [sendCodeFx.failData, verifyCodeFx.failData],
  filter: (error) => phoneViolation(error) !== null,
  fn: (error) => {
    const violation = phoneViolation(error);
    return { propertyPath: 'phone', message: violation?.message || phoneCodeTexts.badPhone };
  },
  target: phoneRejected,
});
sample({ clock: phoneRejected, target: verificationCancelled });

// The calls are silent in the client (the texts are this form's own); 429 and failures also toast.
sample({ clock: [sendCodeFx.failData, verifyCodeFx.failData], target: announceFx });
