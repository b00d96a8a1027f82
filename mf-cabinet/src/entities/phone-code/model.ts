import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { saveUserTokens, toastError, type ApiError, type TokenPair } from 'platform';
import { authApi, codeTexts, type CodeSentDto, type PhoneCodePurpose } from 'shared-contracts/api';
import { readStored, storageKeys } from 'shared-contracts/storage';
import { digitsOnly } from 'shared-contracts/validation';

/** How long a resend lock is kept across a reload: the server's own lock (SPEC §4: `lockTtl`). */
type StoredLock = { phone: string; until: number };

const lockKey = (purpose: PhoneCodePurpose) => `cabinet.codeLock.${purpose}`;

function readLock(purpose: PhoneCodePurpose, now: number): StoredLock | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(lockKey(purpose)) ?? 'null') as StoredLock | null;
    return raw && typeof raw.phone === 'string' && typeof raw.until === 'number' && raw.until > now ? raw : null;
  } catch {
    return null;
  }
}

function writeLock(purpose: PhoneCodePurpose, lock: StoredLock | null): void {
  try {
    if (lock) sessionStorage.setItem(lockKey(purpose), JSON.stringify(lock));
    else sessionStorage.removeItem(lockKey(purpose));
  } catch {
    // Private mode: the lock is not kept over a reload; the server still enforces it.
  }
}

export type CodeRequestErrors = {
  /** The server refused the phone (422 on `phone`): its own words, or «Некорректный номер телефона». */
  phone: string | null;
  /** What is wrong with the code or its sending. */
  code: string | null;
};

/**
 * A phone code for one purpose (SPEC §4: `account_recovery`, `account_registration`): sending it,
 * the resend lock counted down every second from `lockTtl` (kept over a reload, for the same
 * phone), checking it — which signs the borrower in — and the SPEC §8 texts of every failure.
 * A factory: each feature that sends codes has its own.
 */
export function createCodeRequest(purpose: PhoneCodePurpose) {
  /** The page with the form opened: a lock still running from before a reload comes back. */
  const opened = createEvent();
  const requested = createEvent<string>();
  const resendClicked = createEvent();
  const submitted = createEvent<string>();
  /** Back to the phone: another number. */
  const cancelled = createEvent();

  const readLockFx = createEffect(() => readLock(purpose, Date.now()));
  const writeLockFx = createEffect((lock: StoredLock | null) => writeLock(purpose, lock));
  const sendFx = createEffect<string, CodeSentDto, ApiError>((phone) => authApi.sendPhoneCode({ phone, action: purpose }));
  /** The right code signs the borrower in; the tokens are stored before anything else uses them. */
  const verifyFx = createEffect<{ phone: string; code: string }, TokenPair, ApiError>(async ({ phone, code }) => {
    const refHash = readStored<string>(storageKeys.ref) ?? undefined;
    const tokens = await authApi.signInByPhone({ phone, code, ...(refHash ? { refHash } : {}) });
    saveUserTokens(tokens);
    return tokens;
  });
  const toastFx = createEffect((text: string) => toastError(text));

  const countdownStarted = createEvent();
  const countdownStopped = createEvent();
  const { tick } = interval({ timeout: 1000, start: countdownStarted, stop: countdownStopped });

  /** The phone (11 digits) the code was sent to; null while the phone is being typed. */
  const $phone = createStore<string | null>(null)
    .on(sendFx.done, (_, { params }) => params)
    .on(readLockFx.doneData, (phone, lock) => lock?.phone ?? phone)
    .reset(cancelled);

  const $secondsLeft = createStore(0)
    .on(sendFx.doneData, (_, { lockTtl }) => Math.max(0, Math.ceil(lockTtl)))
    .on(readLockFx.doneData, (seconds, lock) => (lock ? Math.ceil((lock.until - Date.now()) / 1000) : seconds))
    .on(tick, (seconds) => Math.max(0, seconds - 1))
    .reset(cancelled);

  const $errors = createStore<CodeRequestErrors>({ phone: null, code: null })
    .on(sendFx.doneData, (_, { sent, lockTtl }) => ({ phone: null, code: sent ? null : codeTexts.resendIn(Math.ceil(lockTtl)) }))
    .on(sendFx.failData, (_, error) => errorsOf(error))
    .on(verifyFx.failData, (_, error) => errorsOf(error))
    .reset(requested, resendClicked, submitted, cancelled);

  const verified = createEvent<{ phone: string; tokens: TokenPair }>();

  sample({ clock: opened, target: readLockFx });
  sample({ clock: requested, fn: digitsOnly, target: sendFx });
  sample({ clock: resendClicked, source: $phone, filter: Boolean, target: sendFx });
  sample({
    clock: submitted,
    source: $phone,
    filter: (phone, code) => phone !== null && digitsOnly(code).length > 0,
    fn: (phone, code) => ({ phone: phone ?? '', code: digitsOnly(code) }),
    target: verifyFx,
  });
  sample({ clock: verifyFx.done, fn: ({ params, result }) => ({ phone: params.phone, tokens: result }), target: verified });

  // The lock is kept for this phone until it runs out, over a reload; a used code ends it.
  sample({
    clock: sendFx.done,
    filter: ({ result }) => result.lockTtl > 0,
    fn: ({ params, result }): StoredLock => ({ phone: params, until: Date.now() + result.lockTtl * 1000 }),
    target: writeLockFx,
  });
  sample({ clock: [verified, cancelled], fn: () => null, target: writeLockFx });

  sample({ clock: [sendFx.doneData, readLockFx.doneData], source: $secondsLeft, filter: (seconds) => seconds > 0, target: countdownStarted });
  sample({ clock: [tick, cancelled, verified], source: $secondsLeft, filter: (seconds) => seconds === 0, target: countdownStopped });
  sample({ clock: [cancelled, verified], target: countdownStopped });

  // 429 and failures the borrower did not cause also toast (the calls are silent in the client).
  sample({
    clock: [sendFx.failData, verifyFx.failData],
    filter: (error) => error.kind === 'rate-limit' || error.kind === 'server' || error.kind === 'network',
    fn: (error) => (error.kind === 'rate-limit' ? codeTexts.rateLimit : codeTexts.unexpected),
    target: toastFx,
  });

  return {
    opened,
    requested,
    resendClicked,
    submitted,
    cancelled,
    verified,
    sendFx,
    verifyFx,
    $phone,
    $secondsLeft,
    $errors,
    /** The code step is shown: a code was sent (or its lock came back after a reload). */
    $codeStep: $phone.map((phone) => phone !== null),
    $pending: combine(sendFx.pending, verifyFx.pending, (sending, verifying) => sending || verifying),
  };
}

export type CodeRequest = ReturnType<typeof createCodeRequest>;

function errorsOf(error: ApiError): CodeRequestErrors {
  if (error.kind === 'validation') {
    const phone = error.violations.find((violation) => violation.propertyPath === 'phone');
    if (phone) return { phone: phone.message || codeTexts.badPhone, code: null };
    if (error.violations.some((violation) => violation.propertyPath === 'code')) return { phone: null, code: codeTexts.wrongCode };
    return { phone: null, code: error.violations[0]?.message || codeTexts.wrongCode };
  }
  if (error.kind === 'rate-limit') return { phone: null, code: codeTexts.rateLimit };
  return { phone: null, code: codeTexts.unexpected };
}
