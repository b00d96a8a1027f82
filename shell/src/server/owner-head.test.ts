/** @jest-environment node */
import type { RemoteServerModule, ServerApi } from '@microloans/shared-contracts/remotes';
import { routeTable } from '../app/route-table';
import { ownerHeadOf } from './owner-head';

const route = (name: string) => routeTable.find((candidate) => candidate.name === name)!;
const api: ServerApi = { get: () => Promise.reject(new Error('not used')) };
const owner = (pageHead: RemoteServerModule['pageHead']) => () => ({ version: '1.2.0+x', module: { pageHead } });

test('the remote that owns the route is asked, with the route and its parameters', async () => {
  const asked: unknown[] = [];
  const head = await ownerHeadOf(route('blogArticle'), { slug: 'a' }, (remote) => {
    asked.push(remote);
    return { version: '1.2.0+x', module: { pageHead: async (name, params) => (asked.push([name, params]), { status: 404 }) } };
  }, api);
  expect(head).toEqual({ status: 404 });
  expect(asked).toEqual(['mf_blog', ['blogArticle', { slug: 'a' }]]);
});

test('a shell page, a remote without a server side, or one whose server side names no heads, adds nothing', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await ownerHeadOf(route('main'), {}, owner(async () => ({ status: 404 })), api)).toBeNull();
  expect(await ownerHeadOf(route('docsSlug'), { slug: 'a' }, () => null, api)).toBeNull();
  expect(await ownerHeadOf(route('auth'), {}, () => ({ version: '1.2.0+x', module: { pages: {} } }), api)).toBeNull();
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});

test('an owner that throws, fails to load or is slower than the budget adds nothing, and is logged with its version and reason', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await ownerHeadOf(route('docsSlug'), { slug: 'a' }, owner(() => Promise.reject(new Error('учения'))), api)).toBeNull();
  expect(
    await ownerHeadOf(route('docsSlug'), { slug: 'a' }, () => {
      throw new Error('нет файла');
    }, api),
  ).toBeNull();
  expect(await ownerHeadOf(route('docsSlug'), { slug: 'a' }, owner(() => new Promise(() => undefined)), api, 50)).toBeNull();
  expect(logged.mock.calls.map(([line]) => line)).toEqual([
    '[render] mf_blog 1.2.0+x: docsSlug: учения',
    '[render] mf_blog без версии: docsSlug: нет файла',
    '[render] mf_blog 1.2.0+x: docsSlug: нет ответа за 50 мс',
  ]);
  logged.mockRestore();
});
