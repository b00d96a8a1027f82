import { apiClient } from '@microloans/platform';
import type { CreditScoreDto } from '@microloans/shared-contracts/api';
import { creditScoreApi } from './api';

const get = jest.spyOn(apiClient, 'get');
afterEach(() => get.mockReset());

const answer: CreditScoreDto = { score: 612, grade: 'C', updatedAt: '2024-11-01T09:00:00.000Z', factors: [] };

test('asks GET /user/credit-score and answers its body', async () => {
  get.mockResolvedValue({ status: 200, data: answer });
  await expect(creditScoreApi.get()).resolves.toEqual(answer);
  expect(get).toHaveBeenCalledWith('/user/credit-score');
});

test('no score on the server (404, or 204 without a body) is null, not a failure', async () => {
  get.mockRejectedValueOnce({ kind: 'http', status: 404, message: '', code: null });
  await expect(creditScoreApi.get()).resolves.toBeNull();
  get.mockResolvedValueOnce({ status: 204, data: '' });
  await expect(creditScoreApi.get()).resolves.toBeNull();
});

test('any other failure stays a failure', async () => {
  const failure = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };
  get.mockRejectedValueOnce(failure);
  await expect(creditScoreApi.get()).rejects.toEqual(failure);
});
