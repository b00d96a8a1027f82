import type { PdlCheckDto, PdlDto } from '@microloans/shared-contracts/api';
import { pdLinkApi } from './api';
import { readPdLink } from './model';

const lead = { amount: 15000, term: 14, fio: 'Сидоров Алексей Петрович', phone: '79990000003', email: null, birthday: null, sourcePage: 'pd_link' as const };
const checkOf = (status: PdlCheckDto['status']): PdlCheckDto => ({ id: 'x', valid: status === 'active', status, expiresAt: '2030-01-01T00:00:00.000Z' });
const linkOf = (status: PdlDto['status']): PdlDto => ({ id: 'x', status, lead });
const notFound = { kind: 'http', status: 404, message: 'Ссылка не найдена', code: null };

function api(check: () => Promise<PdlCheckDto>, get: () => Promise<PdlDto> = () => Promise.resolve(linkOf('active'))) {
  return { check: jest.fn(check), get: jest.fn(get) } satisfies typeof pdLinkApi;
}

test('an active link is checked, then its lead is loaded', async () => {
  const calls = api(() => Promise.resolve(checkOf('active')));
  await expect(readPdLink('x', calls)).resolves.toEqual({ kind: 'active', id: 'x', lead });
  expect(calls.get).toHaveBeenCalledWith('x');
});

test.each(['used', 'expired'] as const)('a %s link is said so, and its lead is not asked for', async (status) => {
  const calls = api(() => Promise.resolve(checkOf(status)));
  await expect(readPdLink('x', calls)).resolves.toEqual({ kind: status });
  expect(calls.get).not.toHaveBeenCalled();
});

test('a link gone between the check and the load reads as what the load says', async () => {
  await expect(readPdLink('x', api(() => Promise.resolve(checkOf('active')), () => Promise.resolve(linkOf('used'))))).resolves.toEqual({ kind: 'used' });
  await expect(readPdLink('x', api(() => Promise.resolve(checkOf('active')), () => Promise.reject(notFound)))).resolves.toEqual({ kind: 'unknown' });
});

test('404 is an unknown link; a server or network failure is thrown for the page to offer a retry', async () => {
  await expect(readPdLink('x', api(() => Promise.reject(notFound)))).resolves.toEqual({ kind: 'unknown' });
  const serverError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };
  await expect(readPdLink('x', api(() => Promise.reject(serverError)))).rejects.toBe(serverError);
});
