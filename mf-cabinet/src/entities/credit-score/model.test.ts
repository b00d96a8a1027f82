import { allSettled, fork } from 'effector';
import { queriesPurged } from '@microloans/platform';
import type { CreditScoreDto } from '@microloans/shared-contracts/api';
import { creditScoreApi } from './api';
import { creditScoreQuery } from './model';

const answer: CreditScoreDto = {
  score: 712,
  grade: 'B',
  updatedAt: '2024-11-01T09:00:00.000Z',
  factors: [
    { title: 'Своевременное погашение займов', impact: 'positive' },
    { title: 'Отказы по заявкам за последние 3 месяца', impact: 'negative' },
    { title: 'Подтверждённые контактные данные', impact: 'positive' },
    { title: 'Небольшая длительность кредитной истории', impact: 'negative' },
  ],
};

const serverError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };

const get = jest.spyOn(creditScoreApi, 'get');
afterEach(() => get.mockReset());

/** A scope with no answer cached by an earlier test (the queries' kept answers are module-level). */
async function freshScope() {
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  return scope;
}

test('a score comes with its grade and date, the factors split into what raises and what lowers it', async () => {
  get.mockResolvedValue(answer);
  const scope = await freshScope();
  await allSettled(creditScoreQuery.start, { scope });
  expect(scope.getState(creditScoreQuery.$data)).toEqual({
    status: 'scored',
    score: 712,
    grade: 'B',
    updatedAt: '2024-11-01T09:00:00.000Z',
    raising: ['Своевременное погашение займов', 'Подтверждённые контактные данные'],
    lowering: ['Отказы по заявкам за последние 3 месяца', 'Небольшая длительность кредитной истории'],
  });
  expect(scope.getState(creditScoreQuery.$error)).toBeNull();
});

test('no score yet (no answer, or an answer without a number) is «unscored», not a failure', async () => {
  get.mockResolvedValueOnce(null);
  let scope = await freshScope();
  await allSettled(creditScoreQuery.start, { scope });
  expect(scope.getState(creditScoreQuery.$data)).toEqual({ status: 'unscored' });
  expect(scope.getState(creditScoreQuery.$error)).toBeNull();

  // What a server that has not scored the borrower may send instead of a number.
  get.mockResolvedValueOnce({ ...answer, score: null as unknown as number, factors: [] });
  scope = await freshScope();
  await allSettled(creditScoreQuery.start, { scope });
  expect(scope.getState(creditScoreQuery.$data)).toEqual({ status: 'unscored' });
});

test('a grade the page does not know is taken from the score; blank factors are dropped', async () => {
  get.mockResolvedValue({
    score: 455,
    grade: 'Z' as CreditScoreDto['grade'],
    updatedAt: '2024-11-01T09:00:00.000Z',
    factors: [{ title: '  ', impact: 'positive' }],
  });
  const scope = await freshScope();
  await allSettled(creditScoreQuery.start, { scope });
  expect(scope.getState(creditScoreQuery.$data)).toMatchObject({ status: 'scored', grade: 'D', raising: [], lowering: [] });
});

test('a failure is the query error, nothing cached; asking again shows the score', async () => {
  get.mockRejectedValueOnce(serverError).mockResolvedValueOnce(answer);
  const scope = await freshScope();
  await allSettled(creditScoreQuery.start, { scope });
  expect(scope.getState(creditScoreQuery.$error)).toEqual(serverError);
  expect(scope.getState(creditScoreQuery.$data)).toBeNull();

  await allSettled(creditScoreQuery.start, { scope });
  expect(scope.getState(creditScoreQuery.$error)).toBeNull();
  expect(scope.getState(creditScoreQuery.$data)).toMatchObject({ status: 'scored', score: 712 });
  expect(get).toHaveBeenCalledTimes(2);
});

test('an answer younger than 5 s is reused: a second start sends no request', async () => {
  get.mockResolvedValue(answer);
  const scope = await freshScope();
  await allSettled(creditScoreQuery.start, { scope });
  await allSettled(creditScoreQuery.start, { scope });
  expect(get).toHaveBeenCalledTimes(1);
});
