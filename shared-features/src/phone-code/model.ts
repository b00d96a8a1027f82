import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { announceApiError, signedIn, unexpectedFailureText, type ApiError, type TokenPair } from '@microloans/platform';
import { authApi, codeTexts, type CodeSentDto, type PhoneCodePurpose } from '@microloans/shared-contracts/api';
import { readStored, storageKeys } from '@microloans/shared-contracts/storage';
import { digitsOnly } from '@microloans/shared-contracts/validation';

/** A resend lock kept across a reload: the server's own lock (SPEC §4: `lockTtl`), for one target. */
type StoredLock = { target: string; until: number };

function readLock(key: string, now: number): StoredLock | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key) ?? 'null') as StoredLock | null;
    return raw && typeof raw.target === 'string' && typeof raw.until === 'number' && raw.until > now ? raw : null;
  } catch {
    return null;
  }
}

function writeLock(key: string, lock: StoredLock | null): void {
  try {
    if (lock) sessionStorage.setItem(key, JSON.stringify(lock));
    else sessionStorage.removeItem(key);
  } catch {
    // Private mode: the lock is not kept over a reload; the server still enforces it.
  }
}

export type CodeRequestErrors = {
  /** The server refused the target (422 on `phone` or `email`): its own words. */
  phone: string | null;
  /** What is wrong with the code or its sending. */
  code: string | null;
};

export type CodeCheckOptions<Answer> = {
  /** Where the resend lock is kept over a reload (sessionStorage). */
  lockKey: string;
  /** The target as sent (a phone's 11 digits, an email trimmed). */
  normalise: (raw: string) => string;
  send: (target: string) => Promise<CodeSentDto>;
  verify: (request: { target: string; code: string }) => Promise<Answer>;
  /** What a refused code is called (SPEC §8: «Неправильный код»; for an email, its own text). */
  wrongCodeText?: string;
  /** What a refused target is called when the server gives no words (a phone's by default). */
  badTargetText?: string;
};

/**
 * A phone code for one purpose (SPEC §4: `account_recovery`, `account_registration`): sending it,
 * the resend lock counted down every second from `lockTtl` (kept over a reload, for the same
 * phone), checking it — which signs the borrower in (the session's `signedIn`) — and the SPEC §8
 * texts of every failure.
 * A factory: each feature that sends codes has its own.
 */
export function createCodeRequest(purpose: PhoneCodePurpose) {
  const request = createCodeCheck<TokenPair>({
    lockKey: `phoneCode.lock.${purpose}`,
    normalise: digitsOnly,
    send: (phone) => authApi.sendPhoneCode({ phone, action: purpose }),
    verify: ({ target, code }) => {
      const refHash = readStored<string>(storageKeys.ref) ?? undefined;
      return authApi.signInByPhone({ phone: target, code, ...(refHash ? { refHash } : {}) });
    },
  });
  // The right code signs the borrower in: the session keeps the tokens (once, before anything the
  // check's `verified` starts calls the API with them).
  sample({ clock: request.verifyFx.doneData, target: signedIn });
  return request;
}

/** A code sent to a target (a phone, an email) and checked: the machinery of `createCodeRequest`. */
export function createCodeCheck<Answer>({
  lockKey,
  normalise,
  send,
  verify,
  wrongCodeText = codeTexts.wrongCode,
  badTargetText = codeTexts.badPhone,
}: CodeCheckOptions<Answer>) {
  const texts = { wrongCode: wrongCodeText, badTarget: badTargetText };
  /** The page with the form opened: a lock still running from before a reload comes back. */
  const opened = createEvent();
  const requested = createEvent<string>();
  const resendClicked = createEvent();
  const submitted = createEvent<string>();
  /** Back to the phone: another number. */
  const cancelled = createEvent();

  const readLockFx = createEffect(() => readLock(lockKey, Date.now()));
  const writeLockFx = createEffect((lock: StoredLock | null) => writeLock(lockKey, lock));
  const sendFx = createEffect<string, CodeSentDto, ApiError>((target) => send(target));
  const verifyFx = createEffect<{ target: string; code: string }, Answer, ApiError>((request) => verify(request));
  const announceFx = createEffect(announceApiError);

  /** The code was right: the check's answer, for the target it was sent to. */
  const verified = createEvent<{ target: string; answer: Answer }>();
  const countdownStarted = createEvent();
  const countdownStopped = createEvent();
  const { tick } = interval({ timeout: 1000, start: countdownStarted, stop: countdownStopped });

  /** The target the code was sent to; null while it is being typed. */
  const $target = createStore<string | null>(null)
    .on(sendFx.done, (_, { params }) => params)
    .on(readLockFx.doneData, (target, lock) => lock?.target ?? target)
    // A used code closes the step: the next time the form starts from the target.
    .reset(cancelled, verified);

  const $secondsLeft = createStore(0)
    .on(sendFx.doneData, (_, { lockTtl }) => Math.max(0, Math.ceil(lockTtl)))
    .on(readLockFx.doneData, (seconds, lock) => (lock ? Math.ceil((lock.until - Date.now()) / 1000) : seconds))
    .on(tick, (seconds) => Math.max(0, seconds - 1))
    .reset(cancelled, verified);

  const $errors = createStore<CodeRequestErrors>({ phone: null, code: null })
    .on(sendFx.doneData, (_, { sent, lockTtl }) => ({ phone: null, code: sent ? null : codeTexts.resendIn(Math.ceil(lockTtl)) }))
    .on(sendFx.failData, (_, error) => errorsOf(error, texts))
    .on(verifyFx.failData, (_, error) => errorsOf(error, texts))
    .reset(requested, resendClicked, submitted, cancelled);

  sample({ clock: opened, target: readLockFx });
  sample({ clock: requested, fn: normalise, target: sendFx });
  sample({ clock: resendClicked, source: $target, filter: Boolean, target: sendFx });
  sample({
    clock: submitted,
    source: $target,
    filter: (target, code) => target !== null && digitsOnly(code).length > 0,
    fn: (target, code) => ({ target: target ?? '', code: digitsOnly(code) }),
    target: verifyFx,
  });
  sample({ clock: verifyFx.done, fn: ({ params, result }) => ({ target: params.target, answer: result }), target: verified });

  // The lock is kept for this phone until it runs out, over a reload; a used code ends it.
  sample({
    clock: sendFx.done,
    filter: ({ result }) => result.lockTtl > 0,
    fn: ({ params, result }): StoredLock => ({ target: params, until: Date.now() + result.lockTtl * 1000 }),
    target: writeLockFx,
  });
  sample({ clock: [verified, cancelled], fn: () => null, target: writeLockFx });

  sample({ clock: [sendFx.doneData, readLockFx.doneData], source: $secondsLeft, filter: (seconds) => seconds > 0, target: countdownStarted });
  sample({ clock: [tick, cancelled, verified], source: $secondsLeft, filter: (seconds) => seconds === 0, target: countdownStopped });
  sample({ clock: [cancelled, verified], target: countdownStopped });

  // 429 and failures the borrower did not cause also toast (the calls are silent in the client).
  sample({ clock: [sendFx.failData, verifyFx.failData], target: announceFx });

  return {
    opened,
    requested,
    resendClicked,
    submitted,
    cancelled,
    verified,
    sendFx,
    verifyFx,
    $target,
    $secondsLeft,
    $errors,
    /** The code step is shown: a code was sent (or its lock came back after a reload). */
    $codeStep: $target.map((phone) => phone !== null),
    $pending: combine(sendFx.pending, verifyFx.pending, (sending, verifying) => sending || verifying),
  };
}

export type CodeRequest = ReturnType<typeof createCodeRequest>;
/** Any code check, whatever its answer: what the code step's form needs. */
export type CodeCheck = Omit<ReturnType<typeof createCodeCheck<unknown>>, 'verified' | 'verifyFx'>;

function errorsOf(error: ApiError, texts: { wrongCode: string; badTarget: string }): CodeRequestErrors {
  if (error.kind === 'validation') {
    const target = error.violations.find((violation) => violation.propertyPath === 'phone' || violation.propertyPath === 'email');
    if (target) return { phone: target.message || texts.badTarget, code: null };
    if (error.violations.some((violation) => violation.propertyPath === 'code')) return { phone: null, code: texts.wrongCode };
    return { phone: null, code: error.violations[0]?.message || texts.wrongCode };
  }
  if (error.kind === 'rate-limit') return { phone: null, code: codeTexts.rateLimit };
  return { phone: null, code: unexpectedFailureText(error) };
}
