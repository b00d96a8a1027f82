import { allSettled, fork } from 'effector';
import type { Suggestion } from '@microloans/shared-contracts/api';
import { createSuggestions, suggestDelayMs } from './model';

beforeEach(() => jest.useFakeTimers());
// While the pause runs (or an answer is awaited) the scope has work in flight, so `allSettled`
// resolves only after it: the tests start the events, move the fake clock, and await at the end.
const inFlight: Array<Promise<unknown>> = [];
afterEach(() => Promise.all(inFlight.splice(0)));
afterEach(() => jest.useRealTimers());

const start = (promise: Promise<unknown>) => void inFlight.push(promise);

const item = (value: string): Suggestion<null> => ({ value, data: null });

/** A loader whose answers the test releases one by one, in any order. */
function controlledLoader() {
  const pending = new Map<string, { resolve: (items: Suggestion<null>[]) => void; reject: (error: unknown) => void }>();
  const load = jest.fn(
    (query: string) =>
      new Promise<Suggestion<null>[]>((resolve, reject) => {
        pending.set(query, { resolve, reject });
      }),
  );
  return { load, pending };
}

test('asks once, after the pause, for the last text only, and only from three characters', async () => {
  const { load, pending } = controlledLoader();
  const model = createSuggestions(load);
  const scope = fork();

  start(allSettled(model.queried, { scope, params: 'Мо' }));
  await jest.advanceTimersByTimeAsync(suggestDelayMs);
  expect(load).not.toHaveBeenCalled();

  start(allSettled(model.queried, { scope, params: 'Мос' }));
  start(allSettled(model.queried, { scope, params: ' Москва ' }));
  await jest.advanceTimersByTimeAsync(suggestDelayMs);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('Москва');

  pending.get('Москва')?.resolve([item('г Москва')]);
  await jest.advanceTimersByTimeAsync(0);
  expect(scope.getState(model.$items)).toEqual([item('г Москва')]);

  // Shorter than three characters again: nothing is offered.
  start(allSettled(model.queried, { scope, params: 'М' }));
  expect(scope.getState(model.$items)).toEqual([]);
  await jest.advanceTimersByTimeAsync(suggestDelayMs);
});

test('a late answer to an older text never replaces the answer to the text in the field', async () => {
  const { load, pending } = controlledLoader();
  const model = createSuggestions(load);
  const scope = fork();

  start(allSettled(model.queried, { scope, params: 'Тверская' }));
  await jest.advanceTimersByTimeAsync(suggestDelayMs);
  start(allSettled(model.queried, { scope, params: 'Тверская 7' }));
  await jest.advanceTimersByTimeAsync(suggestDelayMs);

  pending.get('Тверская 7')?.resolve([item('ул Тверская, д 7')]);
  await jest.advanceTimersByTimeAsync(0);
  pending.get('Тверская')?.resolve([item('ул Тверская')]);
  await jest.advanceTimersByTimeAsync(0);

  expect(scope.getState(model.$items)).toEqual([item('ул Тверская, д 7')]);
});

test('a failed call offers nothing, and the field goes on', async () => {
  const { load, pending } = controlledLoader();
  const model = createSuggestions(load);
  const scope = fork();

  start(allSettled(model.queried, { scope, params: 'Казань' }));
  await jest.advanceTimersByTimeAsync(suggestDelayMs);
  pending.get('Казань')?.reject(new Error('503'));
  await jest.advanceTimersByTimeAsync(0);

  expect(scope.getState(model.$items)).toEqual([]);
  start(allSettled(model.reset, { scope }));
  await jest.advanceTimersByTimeAsync(suggestDelayMs);
  expect(scope.getState(model.$items)).toEqual([]);
  expect(load).toHaveBeenCalledTimes(1);
});
