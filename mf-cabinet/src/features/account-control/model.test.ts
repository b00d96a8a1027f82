import { allSettled, fork } from 'effector';
import {
  $user,
  navigateFx,
  normalizeProfile,
  readTokens,
  registerToastRenderer,
  saveAnonymTokens,
  saveUserTokens,
  signedOut,
  type ApiError,
  type Toast,
  type UserProfileDto,
} from '@microloans/platform';
import type { PasswordSetter } from '../../entities/account-password';
import { $accountDeleted, $deleting, accountProtection, deleteAccountFx, deletionConfirmed, passwordChange, profileClosed } from './model';

const user = normalizeProfile({ phone: '79990000001', firstName: 'Иван', lastName: 'Петров', activated: true } as unknown as UserProfileDto);

let toasts: Toast[] = [];
let unregisterToasts: () => void = () => undefined;
const shown = () => toasts.map(({ kind, summary }) => ({ kind, summary }));

beforeEach(() => {
  // Signed in; the anonymous pair at hand means a logout asks the server for no new one.
  saveUserTokens({ token: 'user-token', refresh_token: 'user-refresh' });
  saveAnonymTokens({ token: 'anonym', refresh_token: 'anonym-refresh' });
  toasts = [];
  unregisterToasts = registerToastRenderer((toast) => toasts.push(toast));
});
afterEach(() => unregisterToasts());

describe('account deletion', () => {
  test('a confirmed deletion marks the account deleted, says «Аккаунт удалён» and leaves the profile for the main page; the borrower stays signed in until the page closes', async () => {
    const deleteProfile = jest.fn(() => Promise.resolve());
    const navigate = jest.fn();
    const scope = fork({ values: [[$user, user]], handlers: [[deleteAccountFx, deleteProfile], [navigateFx, navigate]] });

    await allSettled(deletionConfirmed, { scope });

    expect(deleteProfile).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls).toEqual([[{ to: '/', replace: true }]]);
    expect(scope.getState($accountDeleted)).toBe(true);
    expect(shown()).toEqual([{ kind: 'success', summary: 'Аккаунт удалён' }]);
    // Signing out now would let the protected page send the borrower to sign in instead of to `/`.
    expect(scope.getState($user)).toBe(user);
    expect(readTokens().token).toBe('user-token');
  });

  test('closing the profile after a deletion signs out, which resets the deleted mark', async () => {
    const scope = fork({ values: [[$user, user]], handlers: [[deleteAccountFx, () => Promise.resolve()]] });
    await allSettled(deletionConfirmed, { scope });

    await allSettled(profileClosed, { scope });

    expect(scope.getState($user)).toBeNull();
    expect(readTokens()).toMatchObject({ token: null, refresh_token: null, anonym_token: 'anonym' });
    expect(scope.getState($accountDeleted)).toBe(false);
  });

  test('closing the profile without a deletion signs nobody out', async () => {
    const scope = fork({ values: [[$user, user]] });

    await allSettled(profileClosed, { scope });

    expect(scope.getState($user)).toBe(user);
    expect(readTokens().token).toBe('user-token');
  });

  test('a failed deletion says «Упс, что-то пошло не так...» and leaves the account and the session as they were', async () => {
    const failure: ApiError = { kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' };
    const scope = fork({ values: [[$user, user]], handlers: [[deleteAccountFx, () => Promise.reject(failure)]] });

    await allSettled(deletionConfirmed, { scope });
    expect(scope.getState($accountDeleted)).toBe(false);
    expect(shown()).toEqual([{ kind: 'error', summary: 'Упс, что-то пошло не так...' }]);

    await allSettled(profileClosed, { scope });
    expect(scope.getState($user)).toBe(user);
    expect(readTokens().token).toBe('user-token');
  });

  test('any logout resets the deleted mark', async () => {
    const scope = fork({ values: [[$accountDeleted, true]] });
    await allSettled(signedOut, { scope });
    expect(scope.getState($accountDeleted)).toBe(false);
  });

  test('the dialog shows the deletion in flight', async () => {
    let finish: () => void = () => undefined;
    const scope = fork({ handlers: [[deleteAccountFx, () => new Promise<void>((resolve) => (finish = resolve))]] });

    const deletion = allSettled(deletionConfirmed, { scope });
    expect(scope.getState($deleting)).toBe(true);
    finish();
    await deletion;
    expect(scope.getState($deleting)).toBe(false);
  });
});

const activated = () => Promise.resolve({ activated: true as const });
const violation = { propertyPath: 'password', message: 'Минимальная длина пароля 6 символов' };
const refused: ApiError = { kind: 'validation', status: 422, violations: [violation], message: 'Validation Failed' };
const broken: ApiError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };
const noAnswer: ApiError = { kind: 'network', status: null, message: 'Нет соединения с интернетом' };

describe.each<[string, PasswordSetter, string, string]>([
  ['a change of password', passwordChange, 'Пароль успешно обновлен!', 'Произошла ошибка, повторите попытку позднее...'],
  ['protecting an account with a password', accountProtection, 'Личный кабинет защищён паролем', 'Что-то пошло не так, повторите попытку позднее...'],
])('%s', (_, setter, successText, failureText) => {
  const body = { password: 'secret-1', repeatPassword: 'secret-1' };

  test(`sets the password on the signed-in account and says «${successText}»`, async () => {
    const activate = jest.fn(activated);
    const scope = fork({ handlers: [[setter.activateFx, activate]] });

    await allSettled(setter.passwordSubmitted, { scope, params: body });

    expect(activate).toHaveBeenCalledWith(body);
    expect(shown()).toEqual([{ kind: 'success', summary: successText }]);
    expect(scope.getState(setter.$violations)).toEqual([]);
  });

  test('marks what the server refused (422) on the fields, without a toast', async () => {
    const scope = fork({ handlers: [[setter.activateFx, () => Promise.reject(refused)]] });

    await allSettled(setter.passwordSubmitted, { scope, params: body });

    expect(scope.getState(setter.$violations)).toEqual([violation]);
    expect(toasts).toEqual([]);
  });

  test(`says «${failureText}» when it fails otherwise`, async () => {
    const scope = fork({ handlers: [[setter.activateFx, () => Promise.reject(broken)]] });

    await allSettled(setter.passwordSubmitted, { scope, params: body });

    expect(scope.getState(setter.$violations)).toEqual([]);
    expect(shown()).toEqual([{ kind: 'error', summary: failureText }]);
  });

  test('says the connection is missing, not that something broke, when no answer came', async () => {
    const scope = fork({ handlers: [[setter.activateFx, () => Promise.reject(noAnswer)]] });

    await allSettled(setter.passwordSubmitted, { scope, params: body });

    expect(shown()).toEqual([{ kind: 'error', summary: 'Нет соединения с интернетом' }]);
  });

  test('a new attempt clears the previous violations as it starts, and shows it is in flight', async () => {
    let finish: () => void = () => undefined;
    const answers = [() => Promise.reject(refused), () => new Promise<{ activated: true }>((resolve) => (finish = () => resolve({ activated: true })))];
    const scope = fork({ handlers: [[setter.activateFx, () => answers.shift()?.()]] });
    await allSettled(setter.passwordSubmitted, { scope, params: { password: 'short', repeatPassword: 'short' } });
    expect(scope.getState(setter.$violations)).toEqual([violation]);

    const second = allSettled(setter.passwordSubmitted, { scope, params: body });
    expect(scope.getState(setter.$violations)).toEqual([]);
    expect(scope.getState(setter.$activating)).toBe(true);
    finish();
    await second;
    expect(scope.getState(setter.$activating)).toBe(false);
  });
});
