/**
 * @jest-environment jsdom
 */
import { allSettled, fork } from 'effector';
import { connectionRestored } from '../network/model';
import { createApiQuery, dataKeyOf, queriesPurged, queryStaleAfterMs } from './create-api-query';
import { queryKey as queryKeyOf } from './query-key';

let queryNumber = 0;
function offersQuery() {
  const handler = jest.fn((params: { uuid: string }) => Promise.resolve({ uuid: params.uuid, offers: 7 }));
  queryNumber += 1;
  return { handler, query: createApiQuery({ name: `test.offers.${queryNumber}`, handler }) };
}

let now = Date.UTC(2026, 10, 22, 12);
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

test('an answer younger than 5000 ms is reused without a request', async () => {
  const { handler, query } = offersQuery();
  const scope = fork();
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  now += queryStaleAfterMs - 1;
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  expect(handler).toHaveBeenCalledTimes(1);
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a', offers: 7 });
});

test('after 5000 ms the answer is stale and the next start fetches it again', async () => {
  const { handler, query } = offersQuery();
  const scope = fork();
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  now += queryStaleAfterMs;
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  expect(handler).toHaveBeenCalledTimes(2);
});

test('different parameters are different cache entries', async () => {
  const { handler, query } = offersQuery();
  const scope = fork();
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  await allSettled(query.start, { scope, params: { uuid: 'b' } });
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  expect(handler.mock.calls.map(([params]) => params.uuid)).toEqual(['a', 'b']);
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a', offers: 7 });
});

test('concurrent starts with the same parameters send one request', async () => {
  let resolve: (value: { uuid: string; offers: number }) => void = () => undefined;
  const handler = jest.fn(() => new Promise<{ uuid: string; offers: number }>((done) => (resolve = done)));
  const query = createApiQuery<{ uuid: string }, { uuid: string; offers: number }>({ name: 'test.offers.concurrent', handler });
  const scope = fork();
  const starts = [1, 2, 3].map(() => allSettled(query.start, { scope, params: { uuid: 'a' } }));
  await new Promise((done) => setTimeout(done, 10));
  resolve({ uuid: 'a', offers: 7 });
  await Promise.all(starts);
  expect(handler).toHaveBeenCalledTimes(1);
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a', offers: 7 });
});

test('nothing refetches by itself on window focus, reconnect or visibility change', async () => {
  const { handler, query } = offersQuery();
  const scope = fork();
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  now += queryStaleAfterMs * 10;
  for (const type of ['focus', 'online', 'visibilitychange']) window.dispatchEvent(new Event(type));
  document.dispatchEvent(new Event('visibilitychange'));
  await new Promise((done) => setTimeout(done, 10));
  expect(handler).toHaveBeenCalledTimes(1);
});

test('queriesPurged drops what was read: nothing of it is shown, and the next start asks the server and shows its answer', async () => {
  const { handler, query } = offersQuery();
  const scope = fork();
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a', offers: 7 });
  await allSettled(queriesPurged, { scope });
  expect(scope.getState(query.$data)).toBeNull();
  expect(scope.getState(dataKeyOf(query))).toBeNull();
  handler.mockResolvedValueOnce({ uuid: 'a', offers: 2 });
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  expect(handler).toHaveBeenCalledTimes(2);
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a', offers: 2 });
});

test('an answer asked for before a purge and arriving after it is not the next borrower’s: it is asked again, and that answer is kept for them', async () => {
  let answer: (value: { uuid: string; offers: number }) => void = () => undefined;
  const handler = jest
    .fn<Promise<{ uuid: string; offers: number }>, [{ uuid: string }]>()
    .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    .mockResolvedValue({ uuid: 'a', offers: 2 });
  const query = createApiQuery({ name: 'test.purge.in-flight', handler });
  const scope = fork();
  const first = allSettled(query.start, { scope, params: { uuid: 'a' } });
  // The purge runs at once; waiting for it would wait for the request in flight too.
  const purged = allSettled(queriesPurged, { scope });
  answer({ uuid: 'a', offers: 7 });
  await Promise.all([purged, first]);
  // Nothing of the earlier borrower is shown: the call started before the purge is dropped.
  expect(scope.getState(query.$data)).toBeNull();
  expect(scope.getState(dataKeyOf(query))).toBeNull();
  expect(handler).toHaveBeenCalledTimes(2);
  // What was asked again is this borrower's: the next reader gets it without a third request.
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a', offers: 2 });
  expect(scope.getState(dataKeyOf(query))).toBe(queryKeyOf({ uuid: 'a' }));
  expect(handler).toHaveBeenCalledTimes(2);
});

test('a query whose answer is the same for everyone keeps it across a purge (the navigation after a sign-in does not wait for it)', async () => {
  const handler = jest.fn(() => Promise.resolve({ paths: ['/loyalty'] }));
  const query = createApiQuery<void, { paths: string[] }>({ name: 'test.blockedRoutes', handler, sameForEveryone: true });
  const scope = fork();
  await allSettled(query.start, { scope });
  await allSettled(queriesPurged, { scope });
  expect(scope.getState(query.$data)).toEqual({ paths: ['/loyalty'] });
  await allSettled(query.start, { scope });
  expect(handler).toHaveBeenCalledTimes(1);
});

test('a failed request is exposed as the query error and not cached', async () => {
  const failure = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };
  const handler = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce({ ok: true });
  const query = createApiQuery<void, { ok: boolean }>({ name: 'test.failing', handler });
  const scope = fork();
  await allSettled(query.start, { scope });
  expect(scope.getState(query.$error)).toEqual(failure);
  await allSettled(query.start, { scope });
  expect(scope.getState(query.$data)).toEqual({ ok: true });
  expect(handler).toHaveBeenCalledTimes(2);
});

test('a read that got no answer is read again by itself when the browser is back on line; other failures are not', async () => {
  const noAnswer = { kind: 'network', status: null, message: 'Нет соединения с интернетом' };
  const handler = jest.fn<Promise<{ uuid: string }>, [{ uuid: string }]>().mockRejectedValueOnce(noAnswer).mockResolvedValue({ uuid: 'a' });
  const query = createApiQuery({ name: 'test.reconnect', handler });
  const scope = fork();
  await allSettled(query.start, { scope, params: { uuid: 'a' } });
  expect(scope.getState(query.$error)).toEqual(noAnswer);

  await allSettled(connectionRestored, { scope });
  expect(handler).toHaveBeenCalledTimes(2);
  expect(handler).toHaveBeenLastCalledWith({ uuid: 'a' });
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a' });
  // Answered now: the next `online` asks nothing.
  await allSettled(connectionRestored, { scope });
  expect(handler).toHaveBeenCalledTimes(2);

  const refused = jest.fn().mockRejectedValue({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' });
  const serverQuery = createApiQuery({ name: 'test.reconnect.server', handler: refused });
  await allSettled(serverQuery.start, { scope });
  await allSettled(connectionRestored, { scope });
  expect(refused).toHaveBeenCalledTimes(1);
});

test('a read sent off line whose failure comes after the browser is back on line is read again at once (its `online` has passed)', async () => {
  const noAnswer = { kind: 'network', status: null, message: 'Нет соединения с интернетом' };
  let fail: (error: unknown) => void = () => undefined;
  const handler = jest
    .fn<Promise<{ uuid: string }>, [{ uuid: string }]>()
    .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
    .mockResolvedValue({ uuid: 'a' });
  const query = createApiQuery({ name: 'test.reconnect.race', handler });
  const scope = fork();
  const started = allSettled(query.start, { scope, params: { uuid: 'a' } });
  for (let turn = 0; turn < 100 && handler.mock.calls.length === 0; turn++) await Promise.resolve();
  expect(handler).toHaveBeenCalledTimes(1);
  // Back on line while the read is on its way; its failure is seen afterwards.
  window.dispatchEvent(new Event('online'));
  fail(noAnswer);
  await started;
  expect(handler).toHaveBeenCalledTimes(2);
  expect(scope.getState(query.$data)).toEqual({ uuid: 'a' });
  expect(scope.getState(query.$error)).toBeNull();

  // A read that fails with no return to line in between is left to the next `online`.
  const alone = jest.fn<Promise<string>, []>().mockRejectedValueOnce(noAnswer).mockResolvedValue('ok');
  const aloneQuery = createApiQuery({ name: 'test.reconnect.race.alone', handler: alone });
  await allSettled(aloneQuery.start, { scope });
  expect(alone).toHaveBeenCalledTimes(1);
  expect(scope.getState(aloneQuery.$error)).toEqual(noAnswer);
});

test('a second query of the same name (a remote’s next version loaded beside the current one in a render process) is made and keeps its own cache', async () => {
  const current = jest.fn(() => Promise.resolve('выпуск A'));
  const next = jest.fn(() => Promise.resolve('выпуск B'));
  const currentQuery = createApiQuery({ name: 'test.same-name', handler: current });
  const nextQuery = createApiQuery({ name: 'test.same-name', handler: next });
  const scope = fork();
  await allSettled(currentQuery.start, { scope });
  await allSettled(nextQuery.start, { scope });
  expect([scope.getState(currentQuery.$data), scope.getState(nextQuery.$data)]).toEqual(['выпуск A', 'выпуск B']);
  expect([current.mock.calls.length, next.mock.calls.length]).toEqual([1, 1]);
});
