import { allSettled, fork } from 'effector';
import { $appError } from '@microloans/platform';
import { HistoryPageGate } from './model';

test('a history tab the history has, or none, is its page; any other is the 404 screen', async () => {
  const known = fork();
  await allSettled(HistoryPageGate.open, { scope: known, params: { tab: 'HistoryList' } });
  expect(known.getState($appError)).toBeNull();
  const unknown = fork();
  await allSettled(HistoryPageGate.open, { scope: unknown, params: { tab: '../../admin' } });
  expect(unknown.getState($appError)).toEqual({ status: 404 });
});
