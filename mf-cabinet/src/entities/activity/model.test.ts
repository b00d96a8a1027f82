import { allSettled, fork } from 'effector';
import type { ActivityDto, PagedItemsDto } from '@microloans/shared-contracts/api';
import { activitiesApi } from './api';
import { activitiesPageQuery, historyPageSize, recentActivitiesQuery } from './model';

jest.mock('./api', () => ({ activitiesApi: { list: jest.fn(), summary: jest.fn() } }));
const list = jest.mocked(activitiesApi.list);

const answer = (page: number): PagedItemsDto<ActivityDto> => ({ items: [], total: 0, page, limit: historyPageSize });

beforeEach(() => {
  list.mockReset().mockImplementation((params = {}) => Promise.resolve(answer(params.page ?? 1)));
});

test('a page of the history asks the server for twenty of one status, or of all', async () => {
  const scope = fork();
  await allSettled(activitiesPageQuery.start, { scope, params: { page: 3, status: 'approved' } });
  await allSettled(activitiesPageQuery.start, { scope, params: { page: 1, status: null } });
  expect(list.mock.calls).toEqual([[{ page: 3, limit: 10, status: 'approved' }], [{ page: 1, limit: 10 }]]);
  expect(scope.getState(activitiesPageQuery.$data)).toEqual(answer(1));
});

test('the latest applications are the first page, as many as asked', async () => {
  const scope = fork();
  await allSettled(recentActivitiesQuery.start, { scope, params: 3 });
  expect(list).toHaveBeenCalledWith({ page: 1, limit: 3 });
});
