import { allSettled, fork } from 'effector';
import { readTokens, saveAnonymTokens, saveUserTokens, type UserProfileDto } from '../api';
import { $isAuthenticated, $role, $tokens, $user, appStarted, loadProfileFx, signedIn, signedOut } from './model';

const profile = {
  phone: '79990000001',
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: 'Сергеевич',
  email: 'ivan@example.ru',
  snilsNumber: '123-456-789 01',
  gender: null,
  privacyAgreement: null,
  mailingAgreement: null,
} as unknown as UserProfileDto;

beforeEach(() => {
  saveUserTokens(null);
  saveAnonymTokens(null);
});

test('appStarted with a stored user token loads the profile and normalises it', async () => {
  saveUserTokens({ token: 'user-token', refresh_token: 'user-refresh' });
  const scope = fork({ handlers: [[loadProfileFx, () => Promise.resolve(profile)]] });

  await allSettled(appStarted, { scope, params: {} });

  expect(scope.getState($isAuthenticated)).toBe(true);
  expect(scope.getState($role)).toBe('ROLE_USER');
  expect(scope.getState($user)).toMatchObject({
    fio: 'Петров Иван Сергеевич',
    snils: '123-456-789 01',
    gender: 'male',
    privacyAgreement: true,
    mailingAgreement: true,
  });
});

test('appStarted without a user token does not load a profile', async () => {
  saveAnonymTokens({ token: 'anonym', refresh_token: 'anonym-refresh' });
  const loadProfile = jest.fn(() => Promise.resolve(profile));
  const scope = fork({ handlers: [[loadProfileFx, loadProfile]] });

  await allSettled(appStarted, { scope, params: {} });

  expect(loadProfile).not.toHaveBeenCalled();
  expect(scope.getState($role)).toBe('ROLE_ANONYM');
  expect(scope.getState($user)).toBeNull();
});

test('signedIn stores the tokens and loads the profile; signedOut clears user, profile and tokens', async () => {
  saveAnonymTokens({ token: 'anonym', refresh_token: 'anonym-refresh' });
  const scope = fork({ handlers: [[loadProfileFx, () => Promise.resolve(profile)]] });
  await allSettled(appStarted, { scope, params: {} });

  await allSettled(signedIn, { scope, params: { token: 'user-token', refresh_token: 'user-refresh' } });
  expect(scope.getState($tokens).token).toBe('user-token');
  expect(scope.getState($user)?.fio).toBe('Петров Иван Сергеевич');

  await allSettled(signedOut, { scope });
  expect(scope.getState($user)).toBeNull();
  expect(scope.getState($role)).toBe('ROLE_ANONYM');
  expect(readTokens()).toMatchObject({ token: null, refresh_token: null, anonym_token: 'anonym' });
});

test('two scopes do not share session state', async () => {
  const first = fork({ handlers: [[loadProfileFx, () => Promise.resolve(profile)]] });
  const second = fork();
  await allSettled(signedIn, { scope: first, params: { token: 't', refresh_token: 'r' } });
  expect(first.getState($user)).not.toBeNull();
  expect(second.getState($user)).toBeNull();
});

test('a new sign-in never reuses the previous borrower cached profile', async () => {
  const other = { ...profile, firstName: 'Мария', lastName: 'Иванова', middleName: null } as UserProfileDto;
  const answers = [profile, other];
  const scope = fork({ handlers: [[loadProfileFx, () => Promise.resolve(answers.shift())]] });
  await allSettled(signedIn, { scope, params: { token: 'first', refresh_token: 'r1' } });
  await allSettled(signedOut, { scope });
  await allSettled(signedIn, { scope, params: { token: 'second', refresh_token: 'r2' } });
  expect(scope.getState($user)?.fio).toBe('Иванова Мария');
});
