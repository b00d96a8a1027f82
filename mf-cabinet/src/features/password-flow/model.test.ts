import { allSettled, fork, type Scope } from 'effector';
import {
  $isAuthenticated,
  $user,
  loadProfileFx,
  loyaltySettingsQuery,
  navigateFx,
  readTokens,
  registerToastRenderer,
  saveAnonymTokens,
  saveUserTokens,
  type ApiError,
  type NavigationRequest,
  type TokenPair,
  type Toast,
  type UserProfileDto,
} from '@microloans/platform';
import { authApi } from '@microloans/shared-contracts/api';
import { recovery, registration, type PasswordFlow } from './model';

const tokens: TokenPair = { token: 'user-token', refresh_token: 'user-refresh' };
const password = { password: 'secret-1', repeatPassword: 'secret-1' };
const profile = { phone: '79991234567', firstName: 'Иван', lastName: 'Петров', activated: false } as unknown as UserProfileDto;

let toasts: Toast[] = [];
let navigations: NavigationRequest[] = [];
let unregisterToasts: () => void = () => undefined;
const shown = () => toasts.map(({ kind, summary }) => ({ kind, summary }));
beforeEach(() => {
  sessionStorage.clear();
  saveUserTokens(null);
  saveAnonymTokens({ token: 'anonym', refresh_token: 'anonym-refresh' });
  toasts = [];
  navigations = [];
  unregisterToasts = registerToastRenderer((toast) => toasts.push(toast));
});
afterEach(() => {
  unregisterToasts();
  jest.restoreAllMocks();
});

type Answers = { verify?: () => Promise<TokenPair>; activate?: () => Promise<{ activated: true }> };

/** The flow's calls answered at the boundary; the session's own (profile, loyalty) too. */
function flowScope(flow: PasswordFlow, { verify = () => Promise.resolve(tokens), activate = () => Promise.resolve({ activated: true }) }: Answers = {}): Scope {
  return fork({
    handlers: [
      [flow.code.sendFx, () => Promise.resolve({ sent: true, lockTtl: 0 })],
      [flow.code.verifyFx, verify],
      [flow.activateFx, activate],
      [loadProfileFx, () => Promise.resolve(profile)],
      [loyaltySettingsQuery.__.executeFx, () => Promise.resolve({ isActive: false })],
      [navigateFx, (request: NavigationRequest) => void navigations.push(request)],
    ],
  });
}

/** Phone, then the right code: the flow is at its password step. */
async function reachPassword(flow: PasswordFlow, scope: Scope) {
  await allSettled(flow.code.opened, { scope });
  await allSettled(flow.code.requested, { scope, params: '+7 (999) 123-45-67' });
  await allSettled(flow.code.submitted, { scope, params: '1234' });
}

test('each flow asks its code with its own purpose', async () => {
  const sendPhoneCode = jest.spyOn(authApi, 'sendPhoneCode').mockResolvedValue({ sent: true, lockTtl: 0 });
  const scope = fork();

  await allSettled(registration.code.requested, { scope, params: '79991234567' });
  await allSettled(recovery.code.requested, { scope, params: '79991234568' });

  expect(sendPhoneCode.mock.calls).toEqual([
    [{ phone: '79991234567', action: 'account_registration' }],
    [{ phone: '79991234568', action: 'account_recovery' }],
  ]);
});

test('recovery: phone → code, which signs the borrower in → a new password → done, «Пароль успешно обновлен!»', async () => {
  const activate = jest.fn(() => Promise.resolve({ activated: true as const }));
  const scope = flowScope(recovery, { activate });

  await allSettled(recovery.code.opened, { scope });
  expect(scope.getState(recovery.$stage)).toBe('phone');

  await allSettled(recovery.code.requested, { scope, params: '+7 (999) 123-45-67' });
  expect(scope.getState(recovery.$stage)).toBe('code');
  expect(scope.getState($isAuthenticated)).toBe(false);

  await allSettled(recovery.code.submitted, { scope, params: '1234' });
  expect(scope.getState(recovery.$stage)).toBe('password');
  // The code signed the borrower in: the session has the tokens and the profile.
  expect(scope.getState($isAuthenticated)).toBe(true);
  expect(readTokens()).toMatchObject(tokens);
  expect(scope.getState($user)?.fio).toBe('Петров Иван');
  expect(toasts).toEqual([]);

  await allSettled(recovery.passwordSubmitted, { scope, params: password });
  expect(activate).toHaveBeenCalledWith(password);
  expect(scope.getState(recovery.$stage)).toBe('done');
  expect(shown()).toEqual([{ kind: 'success', summary: 'Пароль успешно обновлен!' }]);
});

test('a wrong code keeps the flow at the code and signs nobody in', async () => {
  const refused: ApiError = { kind: 'validation', status: 422, violations: [{ propertyPath: 'code', message: '' }], message: '' };
  const scope = flowScope(recovery, { verify: () => Promise.reject(refused) });

  await reachPassword(recovery, scope);

  expect(scope.getState(recovery.$stage)).toBe('code');
  expect(scope.getState(recovery.code.$errors).code).toBe('Неправильный код');
  expect(scope.getState($isAuthenticated)).toBe(false);
});

test('registration ends without a toast of its own (the page leaves for `/`)', async () => {
  const scope = flowScope(registration);
  await reachPassword(registration, scope);
  expect(scope.getState(registration.$stage)).toBe('password');

  await allSettled(registration.passwordSubmitted, { scope, params: password });

  expect(scope.getState(registration.$stage)).toBe('done');
  expect(toasts).toEqual([]);
});

test.each<[string, PasswordFlow, string]>([
  ['registration', registration, 'Что-то пошло не так, повторите попытку позднее...'],
  ['recovery', recovery, 'Произошла ошибка, повторите попытку позднее...'],
])('%s: a failed password stays at the password step and says «%s»', async (_, flow, text) => {
  const scope = flowScope(flow, { activate: () => Promise.reject({ kind: 'server', status: 500, message: '' } satisfies ApiError) });
  await reachPassword(flow, scope);

  await allSettled(flow.passwordSubmitted, { scope, params: password });

  expect(scope.getState(flow.$stage)).toBe('password');
  expect(shown()).toEqual([{ kind: 'error', summary: text }]);
});

test('a password the server refuses (422) is marked on the fields, without a toast', async () => {
  const violation = { propertyPath: 'password', message: 'Пароль не должен содержать кириллицу' };
  const scope = flowScope(registration, {
    activate: () => Promise.reject({ kind: 'validation', status: 422, violations: [violation], message: '' } satisfies ApiError),
  });
  await reachPassword(registration, scope);

  await allSettled(registration.passwordSubmitted, { scope, params: { password: 'пароль1', repeatPassword: 'пароль1' } });

  expect(scope.getState(registration.$stage)).toBe('password');
  expect(scope.getState(registration.$violations)).toEqual([violation]);
  expect(toasts).toEqual([]);
});

test('the flow’s page opening brings back a code step asked before a reload; once the password is set, the model goes on to the address’s `to` — a path of this site only — and the page leaves the history', async () => {
  for (const [to, expected] of [
    ['/history?page=2', '/history?page=2'],
    [null, '/'],
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ] as const) {
    navigations = [];
    const scope = flowScope(registration);
    await allSettled(registration.PageGate.open, { scope, params: { to, fallback: '/' } });
    await reachPassword(registration, scope);
    expect(navigations).toEqual([]);
    await allSettled(registration.passwordSubmitted, { scope, params: password });
    expect([to, navigations]).toEqual([to, [{ to: expected, replace: true }]]);
  }
});

test('a flow finished after its page was left navigates nowhere', async () => {
  const scope = flowScope(recovery);
  await allSettled(recovery.PageGate.open, { scope, params: { to: '/profile', fallback: '/profile' } });
  await reachPassword(recovery, scope);
  await allSettled(recovery.PageGate.close, { scope, params: { to: '/profile', fallback: '/profile' } });
  await allSettled(recovery.passwordSubmitted, { scope, params: password });
  expect(scope.getState(recovery.$stage)).toBe('done');
  expect(navigations).toEqual([]);
});
