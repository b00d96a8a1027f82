import type { BlogCommentDto } from '@microloans/shared-contracts/api';
import { seededTree } from '../../../shared/testing/fixtures';
import { countComments, withPublished } from './tree';

const comment = (id: number, parentId: number | null, postId = 1): BlogCommentDto => ({
  id,
  postId,
  parentId,
  authorName: 'Читатель',
  text: `Комментарий ${id}`,
  createdAt: '2024-12-01T10:00:00.000Z',
});

test('a tree counts its replies', () => {
  expect(countComments(seededTree())).toBe(4);
  expect(countComments([])).toBe(0);
});

test('published comments go under the comment they answer, or at the end of the top level', () => {
  const tree = withPublished(seededTree(), [comment(10, 3), comment(11, null), comment(12, 4)], 1);
  expect(tree.map(({ id }) => id)).toEqual([1, 4, 11]);
  expect(tree[0]?.children[0]?.children[0]?.children.map(({ id }) => id)).toEqual([10]);
  expect(tree[1]?.children.map(({ id }) => id)).toEqual([12]);
  expect(countComments(tree)).toBe(7);
});

test('each comment once: one the server already has, another post’s, or one whose parent is gone', () => {
  const tree = withPublished(seededTree(), [comment(3, 2), comment(20, null, 2), comment(21, 999)], 1);
  expect(countComments(tree)).toBe(5);
  expect(tree.at(-1)?.id).toBe(21);
});
