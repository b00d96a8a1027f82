/**
 * @jest-environment node
 */
import { allSettled, fork } from 'effector';
import { createApiQuery } from './create-api-query';

test('in a render process each page’s scope reads afresh: no answer is kept from an earlier request', async () => {
  let answer = 'выпуск A';
  const handler = jest.fn(() => Promise.resolve(answer));
  const query = createApiQuery({ name: 'test.server.fresh', handler });

  const first = fork();
  await allSettled(query.start, { scope: first });
  answer = 'выпуск B';
  const second = fork();
  await allSettled(query.start, { scope: second });

  expect(handler).toHaveBeenCalledTimes(2);
  expect([first.getState(query.$data), second.getState(query.$data)]).toEqual(['выпуск A', 'выпуск B']);
});

test('requests of the same data at the same moment still share one call', async () => {
  const handler = jest.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('лента'), 10)));
  const query = createApiQuery({ name: 'test.server.joined', handler });
  const scopes = [fork(), fork(), fork()];
  await Promise.all(scopes.map((scope) => allSettled(query.start, { scope })));
  expect(handler).toHaveBeenCalledTimes(1);
  expect(scopes.map((scope) => scope.getState(query.$data))).toEqual(['лента', 'лента', 'лента']);
});
