import { render, screen, within } from '@testing-library/react';
import type { BlogCommentNodeDto } from '@microloans/shared-contracts/api';
import { hostileHtml } from '@microloans/shared-contracts/testing';
import { seededTree } from '../../../shared/testing/fixtures';
import { CommentTree } from './comment-tree';

test('replies are a list inside the list of the comment they answer, with author, date and text', () => {
  render(<CommentTree nodes={seededTree()} renderActions={(comment) => <button type="button">Ответить {comment.id}</button>} />);
  const tree = screen.getByTestId('comment-tree');
  const first = screen.getByTestId('comment-1');
  expect(first.parentElement).toBe(tree);
  const reply = screen.getByTestId('comment-2');
  expect(reply.parentElement?.parentElement).toBe(first);
  expect(screen.getByTestId('comment-3').parentElement?.parentElement).toBe(reply);
  expect(screen.getByTestId('comment-3').getAttribute('data-depth')).toBe('2');
  expect(within(first).getAllByTestId('comment-author')[0]?.textContent).toBe('Олег');
  expect(within(first).getAllByTestId('comment-text')[0]?.textContent).toBe('Полезная статья, спасибо!');
  expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2024-09-11T10:00:00.000Z');
  expect(screen.getByRole('button', { name: 'Ответить 4' })).toBeTruthy();
});

test('indentation stops growing after three levels, so a deep thread stays readable on a phone', () => {
  let deepest: BlogCommentNodeDto = { id: 60, postId: 1, parentId: 59, authorName: 'А', text: 'глубоко', createdAt: '2024-09-11T10:00:00.000Z', children: [] };
  for (let id = 59; id >= 50; id -= 1) deepest = { ...deepest, id, parentId: id === 50 ? null : id - 1, text: `уровень ${id}`, children: [deepest] };
  render(<CommentTree nodes={[deepest]} />);
  const indent = (id: number) => (screen.getByTestId(`comment-${id}`).parentElement as HTMLElement).style.paddingLeft;
  expect([indent(51), indent(52), indent(53)]).toEqual(['16px', '16px', '16px']);
  expect([indent(54), indent(58)]).toEqual(['8px', '8px']);
});

describe('a comment’s text is text: no payload of the XSS corpus becomes an element', () => {
  test.each(hostileHtml.map((payload) => [payload]))('%s', (payload) => {
    const { unmount } = render(
      <CommentTree nodes={[{ id: 7, postId: 1, parentId: null, authorName: payload, text: payload, createdAt: '2024-09-11T10:00:00.000Z', children: [] }]} />,
    );
    for (const part of [screen.getByTestId('comment-text'), screen.getByTestId('comment-author')]) {
      expect(part.children).toHaveLength(0);
      expect(part.textContent).toBe(payload);
    }
    unmount();
  });
});
