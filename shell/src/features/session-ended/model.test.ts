/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { saveAnonymTokens, routeChanged, userSessionLost, registerToastRenderer, type Toast } from '@microloans/platform';
import { navigateFx, type NavigationRequest } from '@microloans/platform';
import './model';

function setup() {
  // The session goes on as anonymous: with an anonymous pair at hand it asks the server for nothing.
  saveAnonymTokens({ token: 'anonym', refresh_token: 'anonym-refresh' });
  const navigations: NavigationRequest[] = [];
  const toasts: Toast[] = [];
  const unregister = registerToastRenderer((toast) => toasts.push(toast));
  const scope = fork({ handlers: [[navigateFx, (request: NavigationRequest) => void navigations.push(request)]] });
  return { scope, navigations, toasts, unregister };
}

test('a lost session on any page goes to sign-in with that page in `to`, and says so', async () => {
  const { scope, navigations, toasts, unregister } = setup();
  await allSettled(routeChanged, { scope, params: { pathname: '/', search: '?utm_source=ya' } });
  await allSettled(userSessionLost, { scope });
  expect(navigations).toEqual([{ to: '/auth?to=%2F%3Futm_source%3Dya', replace: true }]);
  expect(toasts).toEqual([{ kind: 'error', summary: 'Сессия завершена', detail: 'Войдите снова, чтобы продолжить' }]);
  unregister();
});

test('on the sign-in page itself the borrower stays where they are', async () => {
  const { scope, navigations, unregister } = setup();
  await allSettled(routeChanged, { scope, params: { pathname: '/auth', search: '?to=%2Fprofile' } });
  await allSettled(userSessionLost, { scope });
  expect(navigations).toEqual([]);
  unregister();
});
