/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { allSettled, fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import { createApiQuery, queryStaleAfterMs } from './create-api-query';
import { useApiQuery } from './use-api-query';

type Post = { slug: string; title: string };

let now = Date.UTC(2026, 10, 22, 12);
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

let queryNumber = 0;
function setup() {
  queryNumber += 1;
  const handler = jest.fn((slug: string) => Promise.resolve<Post>({ slug, title: `Статья ${slug}` }));
  const query = createApiQuery<string, Post>({ name: `test.post.${queryNumber}`, handler });
  function PostTitle({ slug }: { slug: string }) {
    const { data, pending } = useApiQuery(query, slug);
    return <p>{pending ? 'Загрузка' : data?.title}</p>;
  }
  const scope = fork();
  const view = (slug: string) => (
    <Provider value={scope}>
      <PostTitle slug={slug} />
    </Provider>
  );
  return { handler, view };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

test('mounting a reader shows the answer; remounting it later sends no request, even when stale', async () => {
  const { handler, view } = setup();
  const first = render(view('a'));
  await settle();
  expect(screen.getByText('Статья a')).toBeTruthy();
  first.unmount();

  now += queryStaleAfterMs * 3;
  render(view('a'));
  await settle();
  expect(screen.getByText('Статья a')).toBeTruthy();
  expect(handler).toHaveBeenCalledTimes(1);
});

test('new parameters go through the cache: a fresh answer is reused, a stale one refetched', async () => {
  const { handler, view } = setup();
  const page = render(view('a'));
  await settle();
  page.rerender(view('b'));
  await settle();
  expect(screen.getByText('Статья b')).toBeTruthy();
  page.rerender(view('a'));
  await settle();
  expect(handler.mock.calls.map(([slug]) => slug)).toEqual(['a', 'b']);

  now += queryStaleAfterMs;
  page.rerender(view('b'));
  await settle();
  expect(handler.mock.calls.map(([slug]) => slug)).toEqual(['a', 'b', 'b']);
});

test('window focus and reconnect do not refetch', async () => {
  const { handler, view } = setup();
  render(view('a'));
  await settle();
  now += queryStaleAfterMs * 3;
  act(() => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  await settle();
  expect(handler).toHaveBeenCalledTimes(1);
});

test('a scope filled elsewhere (a server) travels in its values: the reader shows the data and sends no request', async () => {
  const handler = jest.fn((slug: string) => Promise.resolve<Post>({ slug, title: `Статья ${slug}` }));
  const query = createApiQuery<string, Post>({ name: 'test.post.travels', handler });
  const filled = fork();
  await allSettled(query.start, { scope: filled, params: 'b' });
  // Through JSON, as a page carries it.
  const values = JSON.parse(JSON.stringify(serialize(filled))) as Record<string, unknown>;
  expect(values).toMatchObject({ 'ff.test.post.travels.$data': { slug: 'b' }, 'ff.test.post.travels.$dataKey': expect.any(String) });

  function PostTitle({ slug }: { slug: string }) {
    const { data, pending } = useApiQuery(query, slug);
    return <p>{pending ? 'Загрузка' : data?.title}</p>;
  }
  render(
    <Provider value={fork({ values })}>
      <PostTitle slug="b" />
    </Provider>,
  );
  // On screen at the first render, not after a request.
  expect(screen.getByText('Статья b')).toBeTruthy();
  await settle();
  expect(handler).toHaveBeenCalledTimes(1);
});
