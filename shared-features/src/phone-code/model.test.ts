import { allSettled, fork, type Scope } from 'effector';
import { readTokens, registerToastRenderer, saveUserTokens, signedIn, type ApiError, type TokenPair, type Toast } from '@microloans/platform';
import { authApi, type CodeSentDto } from '@microloans/shared-contracts/api';
import { storageKeys, writeStored } from '@microloans/shared-contracts/storage';
import { createCodeCheck, createCodeRequest, type CodeRequest } from './model';

// While a lock counts down the scope has a running timer, so `allSettled` resolves only when the
// count is over (or is stopped): the tests start the events, move the fake clock, then await.
const settle = () => jest.advanceTimersByTimeAsync(0);

const sent = (lockTtl: number, wasSent = true): CodeSentDto => ({ sent: wasSent, lockTtl });
const tokens: TokenPair = { token: 'user-token', refresh_token: 'user-refresh' };
const refusedOn = (propertyPath: string, message = ''): ApiError => ({
  kind: 'validation',
  status: 422,
  violations: [{ propertyPath, message }],
  message: 'Validation Failed',
});

let toasts: Toast[] = [];
let unregisterToasts: () => void = () => undefined;
const shownToasts = () => toasts.map(({ kind, summary }) => ({ kind, summary }));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  saveUserTokens(null);
  toasts = [];
  unregisterToasts = registerToastRenderer((toast) => toasts.push(toast));
});
afterEach(() => {
  unregisterToasts();
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A registration code whose sending and checking are answered by the given handlers. */
function codeScope(
  request: CodeRequest,
  answers: { send?: (phone: string) => Promise<CodeSentDto>; verify?: (body: { target: string; code: string }) => Promise<TokenPair> } = {},
): Scope {
  return fork({
    handlers: [
      [request.sendFx, answers.send ?? (() => Promise.resolve(sent(0)))],
      [request.verifyFx, answers.verify ?? (() => Promise.resolve(tokens))],
    ],
  });
}

describe('asking for a code', () => {
  test('sends the 11 digits of the phone with the purpose, and shows the code step for that phone', async () => {
    const sendPhoneCode = jest.spyOn(authApi, 'sendPhoneCode').mockResolvedValue(sent(0));
    const request = createCodeRequest('account_registration');
    const scope = fork();

    await allSettled(request.requested, { scope, params: '+7 (999) 123-45-67' });

    expect(sendPhoneCode).toHaveBeenCalledWith({ phone: '79991234567', action: 'account_registration' });
    expect(scope.getState(request.$target)).toBe('79991234567');
    expect(scope.getState(request.$codeStep)).toBe(true);
    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: null });
  });

  test('the resend lock counts down once a second from lockTtl and stops at zero; a resend goes to the same phone and starts afresh', async () => {
    const send = jest.fn(() => Promise.resolve(sent(3)));
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { send });

    const requested = allSettled(request.requested, { scope, params: '8 999 123 45 67' });
    await settle();
    expect(scope.getState(request.$secondsLeft)).toBe(3);
    expect(scope.getState(request.$pending)).toBe(false);

    await jest.advanceTimersByTimeAsync(999);
    expect(scope.getState(request.$secondsLeft)).toBe(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(scope.getState(request.$secondsLeft)).toBe(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(scope.getState(request.$secondsLeft)).toBe(0);
    // Stopped at zero: the scope settles and no timer is left running.
    await requested;
    expect(jest.getTimerCount()).toBe(0);

    const resent = allSettled(request.resendClicked, { scope });
    await settle();
    expect(send).toHaveBeenLastCalledWith('89991234567');
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState(request.$secondsLeft)).toBe(3);
    await jest.advanceTimersByTimeAsync(3000);
    await resent;
    expect(scope.getState(request.$secondsLeft)).toBe(0);
  });

  test('a send refused because the lock still runs (sent: false) says when a new code may be asked, and counts down', async () => {
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { send: () => Promise.resolve(sent(42, false)) });

    void allSettled(request.requested, { scope, params: '79991234567' });
    await settle();

    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: 'Получить код повторно можно через 42 сек.' });
    expect(scope.getState(request.$secondsLeft)).toBe(42);
    await jest.advanceTimersByTimeAsync(2000);
    expect(scope.getState(request.$secondsLeft)).toBe(40);
  });

  test('a lock of zero does not tick', async () => {
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request);
    await allSettled(request.requested, { scope, params: '79991234567' });
    expect(scope.getState(request.$secondsLeft)).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('the phone the server refuses (422 on phone) is marked with its words, else «Некорректный номер телефона»; no code step', async () => {
    const request = createCodeRequest('account_recovery');
    const answers = [refusedOn('phone'), refusedOn('phone', 'Пользователь с таким номером не найден')];
    const scope = codeScope(request, { send: () => Promise.reject(answers.shift()) });

    await allSettled(request.requested, { scope, params: '79991234567' });
    expect(scope.getState(request.$errors)).toEqual({ phone: 'Некорректный номер телефона', code: null });
    expect(scope.getState(request.$codeStep)).toBe(false);

    await allSettled(request.requested, { scope, params: '79991234567' });
    expect(scope.getState(request.$errors)).toEqual({ phone: 'Пользователь с таким номером не найден', code: null });
    // The borrower's own mistake is shown on the field, not toasted.
    expect(toasts).toEqual([]);
  });

  test('429 says «Превышен лимит», on the form and in a toast', async () => {
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { send: () => Promise.reject({ kind: 'rate-limit', status: 429, message: 'Превышен лимит' } satisfies ApiError) });

    await allSettled(request.requested, { scope, params: '79991234567' });

    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: 'Превышен лимит' });
    expect(shownToasts()).toEqual([{ kind: 'error', summary: 'Превышен лимит' }]);
  });

  test('a server failure says «Упс, что-то пошло не так...», on the form and in a toast', async () => {
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { send: () => Promise.reject({ kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' } satisfies ApiError) });

    await allSettled(request.requested, { scope, params: '79991234567' });

    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: 'Упс, что-то пошло не так...' });
    expect(shownToasts()).toEqual([{ kind: 'error', summary: 'Упс, что-то пошло не так...' }]);
  });

  test('no answer says the connection is missing, on the form and in a toast', async () => {
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { send: () => Promise.reject({ kind: 'network', status: null, message: 'Нет соединения с интернетом' } satisfies ApiError) });

    await allSettled(request.requested, { scope, params: '79991234567' });

    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: 'Нет соединения с интернетом' });
    expect(shownToasts()).toEqual([{ kind: 'error', summary: 'Нет соединения с интернетом' }]);
  });

  test('a new request clears the previous errors as it starts', async () => {
    let answerSecond: (answer: CodeSentDto) => void = () => undefined;
    const answers = [() => Promise.reject(refusedOn('phone')), () => new Promise<CodeSentDto>((resolve) => (answerSecond = resolve))];
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { send: () => answers.shift()?.() ?? Promise.reject(new Error('unexpected send')) });
    await allSettled(request.requested, { scope, params: '79991234560' });
    expect(scope.getState(request.$errors).phone).toBe('Некорректный номер телефона');

    const second = allSettled(request.requested, { scope, params: '79991234567' });
    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: null });
    expect(scope.getState(request.$pending)).toBe(true);
    answerSecond(sent(0));
    await second;
    expect(scope.getState(request.$pending)).toBe(false);
  });
});

describe('the lock over a reload', () => {
  test('a lock still running comes back on the reloaded page, for the same phone, with the seconds left', async () => {
    const request = createCodeRequest('account_recovery');
    const before = codeScope(request, { send: () => Promise.resolve(sent(60)) });
    void allSettled(request.requested, { scope: before, params: '79991234567' });
    await settle();
    await jest.advanceTimersByTimeAsync(10_000);

    // The reload: a new scope, nothing in memory; the page opens the form.
    const after = codeScope(request);
    expect(after.getState(request.$codeStep)).toBe(false);
    void allSettled(request.opened, { scope: after });
    await settle();

    expect(after.getState(request.$target)).toBe('79991234567');
    expect(after.getState(request.$codeStep)).toBe(true);
    expect(after.getState(request.$secondsLeft)).toBe(50);
    await jest.advanceTimersByTimeAsync(1000);
    expect(after.getState(request.$secondsLeft)).toBe(49);
  });

  test('a lock that ran out does not come back', async () => {
    const request = createCodeRequest('account_recovery');
    const before = codeScope(request, { send: () => Promise.resolve(sent(5)) });
    const requested = allSettled(request.requested, { scope: before, params: '79991234567' });
    await settle();
    await jest.advanceTimersByTimeAsync(5000);
    await requested;

    const after = codeScope(request);
    await allSettled(request.opened, { scope: after });

    expect(after.getState(request.$codeStep)).toBe(false);
    expect(after.getState(request.$secondsLeft)).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('each purpose keeps its own lock', async () => {
    const registration = createCodeRequest('account_registration');
    const recovery = createCodeRequest('account_recovery');
    void allSettled(registration.requested, { scope: codeScope(registration, { send: () => Promise.resolve(sent(60)) }), params: '79991234567' });
    await settle();

    const after = codeScope(recovery);
    await allSettled(recovery.opened, { scope: after });

    expect(after.getState(recovery.$codeStep)).toBe(false);
  });

  test('going back to the phone ends the count, forgets the phone and the kept lock', async () => {
    const request = createCodeRequest('account_recovery');
    const scope = codeScope(request, { send: () => Promise.resolve(sent(60)) });
    const requested = allSettled(request.requested, { scope, params: '79991234567' });
    await settle();
    await jest.advanceTimersByTimeAsync(3000);

    await allSettled(request.cancelled, { scope });
    await requested;
    expect(scope.getState(request.$target)).toBeNull();
    expect(scope.getState(request.$codeStep)).toBe(false);
    expect(scope.getState(request.$secondsLeft)).toBe(0);
    expect(jest.getTimerCount()).toBe(0);

    const reloaded = codeScope(request);
    await allSettled(request.opened, { scope: reloaded });
    expect(reloaded.getState(request.$codeStep)).toBe(false);
  });
});

describe('checking the code', () => {
  test('the right code signs in through the session (once: it keeps the tokens), with the kept referral; the check reports the phone, the lock ends', async () => {
    writeStored(storageKeys.ref, 'ref-hash-1');
    const signInByPhone = jest.spyOn(authApi, 'signInByPhone').mockResolvedValue(tokens);
    const request = createCodeRequest('account_registration');
    const scope = fork({ handlers: [[request.sendFx, () => Promise.resolve(sent(60))]] });
    const checked: Array<{ target: string; answer: TokenPair }> = [];
    request.verified.watch((payload) => checked.push(payload));
    const signIns: TokenPair[] = [];
    const unwatch = signedIn.watch((pair) => signIns.push(pair));
    const requested = allSettled(request.requested, { scope, params: '79991234567' });
    await settle();

    await allSettled(request.submitted, { scope, params: '12-34' });
    await requested;

    expect(signInByPhone).toHaveBeenCalledWith({ phone: '79991234567', code: '1234', refHash: 'ref-hash-1' });
    expect(signIns).toEqual([tokens]);
    unwatch();
    expect(readTokens()).toMatchObject(tokens);
    expect(checked).toEqual([{ target: '79991234567', answer: tokens }]);
    expect(jest.getTimerCount()).toBe(0);
    // A used code closes the step at once: the form starts again from the phone.
    expect(scope.getState(request.$codeStep)).toBe(false);
    expect(scope.getState(request.$secondsLeft)).toBe(0);
    // A used code ends the lock: a reload does not bring the step back.
    const reloaded = codeScope(request);
    await allSettled(request.opened, { scope: reloaded });
    expect(reloaded.getState(request.$codeStep)).toBe(false);
  });

  test('without a kept referral, none is sent', async () => {
    const signInByPhone = jest.spyOn(authApi, 'signInByPhone').mockResolvedValue(tokens);
    const request = createCodeRequest('account_recovery');
    const scope = fork({ handlers: [[request.sendFx, () => Promise.resolve(sent(0))]] });
    await allSettled(request.requested, { scope, params: '79991234567' });

    await allSettled(request.submitted, { scope, params: '1234' });

    expect(signInByPhone).toHaveBeenCalledWith({ phone: '79991234567', code: '1234' });
  });

  test('a wrong code says «Неправильный код» under the field, without a toast, and signs nobody in', async () => {
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { verify: () => Promise.reject(refusedOn('code', 'Invalid code')) });
    await allSettled(request.requested, { scope, params: '79991234567' });

    await allSettled(request.submitted, { scope, params: '0000' });

    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: 'Неправильный код' });
    expect(scope.getState(request.$codeStep)).toBe(true);
    expect(readTokens().token).toBeNull();
    expect(toasts).toEqual([]);

    // Typing it again clears the error as the check starts.
    const again = allSettled(request.submitted, { scope, params: '0001' });
    expect(scope.getState(request.$errors)).toEqual({ phone: null, code: null });
    await again;
  });

  test('429 on the check says «Превышен лимит»', async () => {
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { verify: () => Promise.reject({ kind: 'rate-limit', status: 429, message: '' } satisfies ApiError) });
    await allSettled(request.requested, { scope, params: '79991234567' });

    await allSettled(request.submitted, { scope, params: '1234' });

    expect(scope.getState(request.$errors).code).toBe('Превышен лимит');
    expect(shownToasts()).toEqual([{ kind: 'error', summary: 'Превышен лимит' }]);
  });

  test('nothing is checked without a phone or without digits in the code', async () => {
    const verify = jest.fn(() => Promise.resolve(tokens));
    const request = createCodeRequest('account_registration');
    const scope = codeScope(request, { verify });

    await allSettled(request.submitted, { scope, params: '1234' });
    await allSettled(request.requested, { scope, params: '79991234567' });
    await allSettled(request.submitted, { scope, params: '--' });

    expect(verify).not.toHaveBeenCalled();
  });
});

describe('a code check with its own texts (the email)', () => {
  test('a refused code is called by the check own text; the target is sent as normalised', async () => {
    const send = jest.fn(() => Promise.resolve(sent(0)));
    const check = createCodeCheck({
      lockKey: 'test.codeLock.email',
      normalise: (email) => email.trim(),
      send,
      verify: () => Promise.reject(refusedOn('code')),
      wrongCodeText: 'Не удалось верифицировать почту',
    });
    const scope = fork();

    await allSettled(check.requested, { scope, params: '  ivan@example.ru ' });
    await allSettled(check.submitted, { scope, params: '1234' });

    expect(send).toHaveBeenCalledWith('ivan@example.ru');
    expect(scope.getState(check.$errors)).toEqual({ phone: null, code: 'Не удалось верифицировать почту' });
  });

  test('a refused target without words is called by the check own text, never a phone', async () => {
    const check = createCodeCheck({
      lockKey: 'test.codeLock.email',
      normalise: (email) => email.trim(),
      send: () => Promise.reject(refusedOn('email')),
      verify: () => Promise.resolve(null),
      badTargetText: 'Неверный формат электронной почты',
    });
    const scope = fork();

    await allSettled(check.requested, { scope, params: 'ivan@' });

    expect(scope.getState(check.$errors)).toEqual({ phone: 'Неверный формат электронной почты', code: null });
  });
});
