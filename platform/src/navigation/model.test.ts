import { allSettled, fork } from 'effector';
import { $appError, $formType, $previousRoute, appErrorRaised, routeChanged } from './model';

test('the previous route is the one before the current; repeating the current changes nothing', async () => {
  const scope = fork();
  await allSettled(routeChanged, { scope, params: { pathname: '/', search: '?utm_source=ya' } });
  expect(scope.getState($previousRoute)).toBeNull();
  await allSettled(routeChanged, { scope, params: { pathname: '/auth', search: '' } });
  await allSettled(routeChanged, { scope, params: { pathname: '/auth', search: '' } });
  expect(scope.getState($previousRoute)).toBe('/?utm_source=ya');
});

test('the form type comes from the query and is kept when a later route has none', async () => {
  const scope = fork();
  await allSettled(routeChanged, { scope, params: { pathname: '/confirmation', search: '?type=loans' } });
  await allSettled(routeChanged, { scope, params: { pathname: '/', search: '' } });
  expect(scope.getState($formType)).toBe('loans');
});

test('an application error lasts until the next navigation', async () => {
  const scope = fork();
  await allSettled(appErrorRaised, { scope, params: { status: 406, message: 'Ссылка устарела' } });
  expect(scope.getState($appError)).toEqual({ status: 406, message: 'Ссылка устарела' });
  await allSettled(routeChanged, { scope, params: { pathname: '/', search: '' } });
  expect(scope.getState($appError)).toBeNull();
});
