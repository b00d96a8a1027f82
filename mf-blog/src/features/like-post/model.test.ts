import { allSettled, fork } from 'effector';
import { $clientUuid } from '@microloans/platform';
import type { BlogLikesDto } from '@microloans/shared-contracts/api';
import { likeApi } from './api';
import { $failedPostId, $likes, likesQuery, likeTexts, likeToggled } from './model';

jest.mock('./api', () => ({ likeApi: { likes: jest.fn(), like: jest.fn(), unlike: jest.fn() } }));
const api = jest.mocked(likeApi);

const answer = (likes: number, liked: boolean): BlogLikesDto => ({ postId: 1, likes, liked });

beforeEach(() => {
  jest.resetAllMocks();
});

test('the reader’s own like is read with the browser’s client id', async () => {
  api.likes.mockResolvedValue(answer(35, true));
  const scope = fork();
  await allSettled(likesQuery.start, { scope, params: { postId: 1, clientUuid: 'uuid-1' } });
  expect(api.likes).toHaveBeenCalledWith(1, 'uuid-1');
  expect(scope.getState($likes)[1]).toEqual({ likes: 35, liked: true });
});

test('a like shows at once, is sent as this visitor, and the server’s answer stays', async () => {
  let finish: (value: BlogLikesDto) => void = () => undefined;
  api.like.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const scope = fork({ values: [[$clientUuid, 'uuid-1']] });
  const pressed = allSettled(likeToggled, { scope, params: { postId: 1, shown: { likes: 34, liked: false } } });
  expect(scope.getState($likes)[1]).toEqual({ likes: 35, liked: true });
  expect(api.like).toHaveBeenCalledWith(1, { clientUuid: 'uuid-1' });
  finish(answer(36, true));
  await pressed;
  expect(scope.getState($likes)[1]).toEqual({ likes: 36, liked: true });
});

test('a second press while the first is on its way sends nothing', async () => {
  let finish: (value: BlogLikesDto) => void = () => undefined;
  api.like.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const scope = fork();
  const first = allSettled(likeToggled, { scope, params: { postId: 1, shown: { likes: 34, liked: false } } });
  // allSettled waits for every effect of the scope: the second press is not awaited before the answer.
  const second = allSettled(likeToggled, { scope, params: { postId: 1, shown: { likes: 35, liked: true } } });
  expect(api.like).toHaveBeenCalledTimes(1);
  expect(api.unlike).not.toHaveBeenCalled();
  // A guest without a client id is named by the anonymous session alone.
  expect(api.like).toHaveBeenCalledWith(1, {});
  finish(answer(35, true));
  await Promise.all([first, second]);
  expect(scope.getState($likes)[1]).toEqual({ likes: 35, liked: true });
});

test('taking the like back sends the withdrawal; a failure puts the count back and says so', async () => {
  api.unlike.mockRejectedValue({ kind: 'network', status: null, message: 'Упс, что-то пошло не так...' });
  const scope = fork();
  await allSettled(likeToggled, { scope, params: { postId: 1, shown: { likes: 35, liked: true } } });
  expect(api.unlike).toHaveBeenCalledWith(1, {});
  expect(scope.getState($likes)[1]).toEqual({ likes: 35, liked: true });
  expect(scope.getState($failedPostId)).toBe(1);
  expect(likeTexts.failed).toBe('Не удалось поставить отметку. Попробуйте ещё раз.');

  api.unlike.mockResolvedValue(answer(34, false));
  await allSettled(likeToggled, { scope, params: { postId: 1, shown: { likes: 35, liked: true } } });
  expect(scope.getState($failedPostId)).toBeNull();
  expect(scope.getState($likes)[1]).toEqual({ likes: 34, liked: false });
});
