import { allSettled, fork, type Scope } from 'effector';
import {
  $isAuthenticated,
  $user,
  loadProfileFx,
  loyaltySettingsQuery,
  saveAnonymTokens,
  saveUserTokens,
  type ApiError,
  type TokenPair,
  type UserProfileDto,
} from '@microloans/platform';
import { authApi } from '@microloans/shared-contracts/api';
import { codeSignIn } from './model';

const tokens: TokenPair = { token: 'user-token', refresh_token: 'user-refresh' };
const profile = { phone: '79991234567', firstName: 'Иван', lastName: 'Петров' } as unknown as UserProfileDto;

beforeEach(() => {
  sessionStorage.clear();
  saveUserTokens(null);
  saveAnonymTokens({ token: 'anonym', refresh_token: 'anonym-refresh' });
});
afterEach(() => jest.restoreAllMocks());

function signInScope(verify: () => Promise<TokenPair>): Scope {
  return fork({
    handlers: [
      [codeSignIn.sendFx, () => Promise.resolve({ sent: true, lockTtl: 0 })],
      [codeSignIn.verifyFx, verify],
      [loadProfileFx, () => Promise.resolve(profile)],
      [loyaltySettingsQuery.__.executeFx, () => Promise.resolve({ isActive: false })],
    ],
  });
}

test('the code is asked with the account_recovery purpose: a phone without an account is refused, not signed up', async () => {
  const sendPhoneCode = jest.spyOn(authApi, 'sendPhoneCode').mockResolvedValue({ sent: true, lockTtl: 0 });

  await allSettled(codeSignIn.requested, { scope: fork(), params: '+7 (999) 123-45-67' });

  expect(sendPhoneCode).toHaveBeenCalledWith({ phone: '79991234567', action: 'account_recovery' });
});

test('the right code signs the borrower in on the page: tokens and profile in the session', async () => {
  const scope = signInScope(() => Promise.resolve(tokens));
  await allSettled(codeSignIn.requested, { scope, params: '79991234567' });
  expect(scope.getState($isAuthenticated)).toBe(false);

  await allSettled(codeSignIn.submitted, { scope, params: '1234' });

  expect(scope.getState($isAuthenticated)).toBe(true);
  expect(scope.getState($user)?.fio).toBe('Петров Иван');
});

test('a wrong code signs nobody in', async () => {
  const refused: ApiError = { kind: 'validation', status: 422, violations: [{ propertyPath: 'code', message: '' }], message: '' };
  const scope = signInScope(() => Promise.reject(refused));
  await allSettled(codeSignIn.requested, { scope, params: '79991234567' });

  await allSettled(codeSignIn.submitted, { scope, params: '0000' });

  expect(scope.getState($isAuthenticated)).toBe(false);
  expect(scope.getState($user)).toBeNull();
  expect(scope.getState(codeSignIn.$errors).code).toBe('Неправильный код');
});
