import { allSettled, fork } from 'effector';
import { $publishedComments, commentApi } from '../../entities/comment';
import { $announcement, $outcome, $replyTo, commentSubmitted, focusReplyFx, replyOpened } from './model';

jest.mock('../../entities/comment/api', () => ({ commentApi: { tree: jest.fn(), add: jest.fn() } }));
const add = jest.mocked(commentApi.add);

const published = (id: number, parentId: number | null) => ({
  comment: { id, postId: 1, parentId, authorName: 'Анна', text: 'Спасибо', createdAt: '2024-12-01T10:00:00.000Z' },
});

beforeEach(() => add.mockReset());

test('a comment is sent with the guest’s name and appears in the tree, announced', async () => {
  add.mockResolvedValue(published(10, null));
  const focused: number[] = [];
  const scope = fork({ handlers: [[focusReplyFx, (id: number) => focused.push(id)]] });
  await allSettled(commentSubmitted, { scope, params: { postId: 1, parentId: null, text: 'Спасибо', authorName: 'Анна' } });
  expect(add).toHaveBeenCalledWith({ postId: 1, text: 'Спасибо', authorName: 'Анна' });
  // The post's own form stays where it is: the focus does not move.
  expect(focused).toEqual([]);
  expect(scope.getState($publishedComments).map(({ id }) => id)).toEqual([10]);
  expect(scope.getState($outcome)).toEqual({ postId: 1, parentId: null, kind: 'published', commentId: 10 });
  expect(scope.getState($announcement)).toBe('Комментарий опубликован');
});

test('a published reply closes its form and the focus goes to the reply; a signed-in reader sends no name', async () => {
  add.mockResolvedValue(published(11, 4));
  const focused: number[] = [];
  const scope = fork({ handlers: [[focusReplyFx, (id: number) => focused.push(id)]] });
  await allSettled(replyOpened, { scope, params: 4 });
  expect(scope.getState($replyTo)).toBe(4);
  await allSettled(commentSubmitted, { scope, params: { postId: 1, parentId: 4, text: 'Ответ', authorName: null } });
  expect(add).toHaveBeenCalledWith({ postId: 1, parentId: 4, text: 'Ответ' });
  expect(scope.getState($replyTo)).toBeNull();
  expect(focused).toEqual([11]);
});

test('a refusal keeps the server’s messages for the fields; another failure is a failure', async () => {
  const violations = [{ propertyPath: 'text', message: 'Не короче 2 символов' }];
  add.mockRejectedValueOnce({ kind: 'validation', status: 422, violations, message: '' });
  const scope = fork();
  await allSettled(commentSubmitted, { scope, params: { postId: 1, parentId: null, text: 'x', authorName: 'Анна' } });
  expect(scope.getState($outcome)).toEqual({ postId: 1, parentId: null, kind: 'refused', violations });

  add.mockRejectedValueOnce({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' });
  await allSettled(commentSubmitted, { scope, params: { postId: 1, parentId: null, text: 'Спасибо', authorName: 'Анна' } });
  expect(scope.getState($outcome)).toEqual({ postId: 1, parentId: null, kind: 'failed', connection: null });
  expect(scope.getState($publishedComments)).toEqual([]);
  expect(scope.getState($announcement)).toBe('');

  // No answer at all: the failure carries the connection's words, for the form to say.
  add.mockRejectedValueOnce({ kind: 'network', status: null, message: 'Нет соединения с интернетом' });
  await allSettled(commentSubmitted, { scope, params: { postId: 1, parentId: null, text: 'Спасибо', authorName: 'Анна' } });
  expect(scope.getState($outcome)).toEqual({ postId: 1, parentId: null, kind: 'failed', connection: 'Нет соединения с интернетом' });
});

test('one comment on its way at a time', async () => {
  let finish: (value: ReturnType<typeof published>) => void = () => undefined;
  add.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const scope = fork();
  const first = allSettled(commentSubmitted, { scope, params: { postId: 1, parentId: null, text: 'Спасибо', authorName: 'Анна' } });
  const second = allSettled(commentSubmitted, { scope, params: { postId: 1, parentId: null, text: 'Спасибо', authorName: 'Анна' } });
  expect(add).toHaveBeenCalledTimes(1);
  finish(published(12, null));
  await Promise.all([first, second]);
  expect(scope.getState($publishedComments)).toHaveLength(1);
});
