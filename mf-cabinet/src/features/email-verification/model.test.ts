import { allSettled, fork } from 'effector';
import { $user, loadProfileFx, loyaltySettingsQuery, normalizeProfile, registerToastRenderer, type ApiError, type Toast, type UserProfileDto } from '@microloans/platform';
import { userApi } from '../../entities/user';
import { emailCheck, needsVerification } from './model';

const profile = (patch: Partial<UserProfileDto>): UserProfileDto =>
  ({ phone: '79990000001', firstName: 'Иван', lastName: 'Петров', email: null, emailVerified: false, ...patch }) as unknown as UserProfileDto;

const unverified = normalizeProfile(profile({ email: 'old@example.ru' }));
const noLock = () => Promise.resolve({ sent: true, lockTtl: 0 });
// A loaded profile makes the session ask for the loyalty settings: answered here, not by the network.
const noLoyalty = () => Promise.resolve({ isActive: false });

let toasts: Toast[] = [];
let unregisterToasts: () => void = () => undefined;
const shown = () => toasts.map(({ kind, summary }) => ({ kind, summary }));
beforeEach(() => {
  sessionStorage.clear();
  toasts = [];
  unregisterToasts = registerToastRenderer((toast) => toasts.push(toast));
});
afterEach(() => {
  unregisterToasts();
  jest.restoreAllMocks();
});

test('a code goes to the email as typed, trimmed; the code step shows for that email', async () => {
  const sendEmailCode = jest.spyOn(userApi, 'sendEmailCode').mockResolvedValue({ sent: true, lockTtl: 0 });
  const scope = fork();

  await allSettled(emailCheck.requested, { scope, params: '  ivan@example.ru ' });

  expect(sendEmailCode).toHaveBeenCalledWith({ email: 'ivan@example.ru' });
  expect(scope.getState(emailCheck.$target)).toBe('ivan@example.ru');
  expect(scope.getState(emailCheck.$codeStep)).toBe(true);
});

test('the right code verifies that email: «Почта подтверждена», and the session reads the profile again', async () => {
  const verifyEmail = jest.spyOn(userApi, 'verifyEmail').mockResolvedValue({ emailVerified: true });
  const loadProfile = jest.fn(() => Promise.resolve(profile({ email: 'ivan@example.ru', emailVerified: true })));
  const scope = fork({
    values: [[$user, unverified]],
    handlers: [[loyaltySettingsQuery.__.executeFx, noLoyalty], [emailCheck.sendFx, noLock], [loadProfileFx, loadProfile]],
  });
  await allSettled(emailCheck.requested, { scope, params: 'ivan@example.ru' });

  await allSettled(emailCheck.submitted, { scope, params: '1234' });

  expect(verifyEmail).toHaveBeenCalledWith({ email: 'ivan@example.ru', code: '1234' });
  expect(shown()).toEqual([{ kind: 'success', summary: 'Почта подтверждена' }]);
  expect(loadProfile).toHaveBeenCalledTimes(1);
  expect(scope.getState($user)).toMatchObject({ email: 'ivan@example.ru', emailVerified: true, fio: 'Петров Иван' });
});

test('a refused code says «Не удалось верифицировать почту» and the profile is not read again', async () => {
  const refused: ApiError = { kind: 'validation', status: 422, violations: [{ propertyPath: 'code', message: 'Invalid code' }], message: '' };
  const loadProfile = jest.fn(() => Promise.resolve(profile({})));
  const scope = fork({
    values: [[$user, unverified]],
    handlers: [[emailCheck.sendFx, noLock], [emailCheck.verifyFx, () => Promise.reject(refused)], [loadProfileFx, loadProfile]],
  });
  await allSettled(emailCheck.requested, { scope, params: 'ivan@example.ru' });

  await allSettled(emailCheck.submitted, { scope, params: '0000' });

  expect(scope.getState(emailCheck.$errors)).toEqual({ phone: null, code: 'Не удалось верифицировать почту' });
  expect(loadProfile).not.toHaveBeenCalled();
  expect(scope.getState($user)).toBe(unverified);
  expect(toasts).toEqual([]);
});

test('the email the server refuses (422 on email) is marked with its words, and no code step opens', async () => {
  const refused: ApiError = { kind: 'validation', status: 422, violations: [{ propertyPath: 'email', message: 'Эта почта уже используется' }], message: '' };
  const scope = fork({ handlers: [[emailCheck.sendFx, () => Promise.reject(refused)]] });

  await allSettled(emailCheck.requested, { scope, params: 'taken@example.ru' });

  expect(scope.getState(emailCheck.$errors)).toEqual({ phone: 'Эта почта уже используется', code: null });
  expect(scope.getState(emailCheck.$codeStep)).toBe(false);
});

test('the email resend lock comes back after a reload', async () => {
  jest.useFakeTimers();
  try {
    void allSettled(emailCheck.requested, { scope: fork({ handlers: [[emailCheck.sendFx, () => Promise.resolve({ sent: true, lockTtl: 30 })]] }), params: 'ivan@example.ru' });
    await jest.advanceTimersByTimeAsync(0);

    const reloaded = fork();
    void allSettled(emailCheck.opened, { scope: reloaded });
    await jest.advanceTimersByTimeAsync(0);

    expect(reloaded.getState(emailCheck.$target)).toBe('ivan@example.ru');
    expect(reloaded.getState(emailCheck.$secondsLeft)).toBe(30);
  } finally {
    jest.clearAllTimers();
    jest.useRealTimers();
  }
});

describe('needsVerification', () => {
  test('an empty email needs nothing', () => {
    expect(needsVerification('   ', { email: null, emailVerified: false })).toBe(false);
  });

  test('a set email that is not verified needs verifying', () => {
    expect(needsVerification('ivan@example.ru', { email: 'ivan@example.ru', emailVerified: false })).toBe(true);
  });

  test('the verified email, whatever its case and spaces, needs nothing; another one does', () => {
    const user = { email: 'Ivan@Example.ru', emailVerified: true };
    expect(needsVerification(' ivan@example.RU ', user)).toBe(false);
    expect(needsVerification('ivan2@example.ru', user)).toBe(true);
  });
});
