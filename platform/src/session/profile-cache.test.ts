/**
 * @jest-environment jsdom
 */
import { allSettled, fork } from 'effector';
import { saveUserTokens, type UserProfileDto } from '../api';
import { loadProfileFx, profileQuery, signedIn } from './model';

// The page's query cache is the browser's (a render process keeps none): this runs with a document.
const profile = { phone: '79990000001', firstName: 'Иван', lastName: 'Петров' } as unknown as UserProfileDto;

test('the profile is one cached query: a second reader within 5 s sends no request', async () => {
  saveUserTokens({ token: 'user-token', refresh_token: 'user-refresh' });
  const loadProfile = jest.fn(() => Promise.resolve(profile));
  const scope = fork({ handlers: [[loadProfileFx, loadProfile]] });
  await allSettled(signedIn, { scope, params: { token: 'user-token', refresh_token: 'user-refresh' } });
  await allSettled(profileQuery.start, { scope });
  expect(loadProfile).toHaveBeenCalledTimes(1);
  expect(scope.getState(profileQuery.$data)).toMatchObject({ firstName: 'Иван' });
});
