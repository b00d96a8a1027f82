import { allSettled, fork } from 'effector';
import { postApi } from '../api';
import { feedPageQuery, feedPageSize } from './feed-page';

jest.mock('../api', () => ({ postApi: { page: jest.fn(), post: jest.fn(), categories: jest.fn(), search: jest.fn(), view: jest.fn() } }));
const page = jest.mocked(postApi.page);

test('a page of the feed asks for six posts, of one category or of all', async () => {
  page.mockResolvedValue({ posts: [], total: 0, page: 1, limit: feedPageSize });
  const scope = fork();
  await allSettled(feedPageQuery.start, { scope, params: { category: 'vse-o-zaimah', page: 2 } });
  await allSettled(feedPageQuery.start, { scope, params: { category: null, page: 1 } });
  expect(feedPageSize).toBe(6);
  expect(page.mock.calls).toEqual([[{ category: 'vse-o-zaimah', page: 2, limit: 6 }], [{ page: 1, limit: 6 }]]);
});
