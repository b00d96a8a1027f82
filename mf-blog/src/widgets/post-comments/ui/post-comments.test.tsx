import { fireEvent, screen } from '@testing-library/react';
import { commentApi } from '../../../entities/comment/api';
import { seededTree } from '../../../shared/testing/fixtures';
import { renderPage, settle } from '../../../shared/testing/render-page';
import { PostComments } from './post-comments';

jest.mock('../../../entities/comment/api', () => ({ commentApi: { tree: jest.fn(), add: jest.fn() } }));
const comments = jest.mocked(commentApi);

test('comments that could not be read: the product’s one «load failed» block, with why and «Повторить», which reads them again', async () => {
  comments.tree.mockRejectedValueOnce({ kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' });
  comments.tree.mockResolvedValueOnce({ postId: 1, comments: seededTree(), total: 4 });
  await renderPage('/blog/kak-vybrat-mikrozaim', [{ path: '/blog/:slug', element: <PostComments postId={1} /> }]);
  await settle();
  const failed = screen.getByTestId('comments-error');
  expect(failed.getAttribute('role')).toBe('alert');
  expect(failed.textContent).toContain('Не удалось загрузить комментарии');
  expect(failed.textContent).toContain('Попробуйте ещё раз чуть позже.');
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.queryByTestId('comments-error')).toBeNull();
  expect(comments.tree).toHaveBeenCalledTimes(2);
});
