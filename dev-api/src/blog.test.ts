import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await createHarness();
  token = (await h.anonym()).token;
});
afterEach(() => h.close());

test('one post carries unsafe HTML for the frontend sanitiser', async () => {
  const post = asObject(asObject((await h.call('GET', '/blog/posts/kreditnaya-istoriya', { token })).body).post);
  expect(post.body).toContain('<script>');
  expect(post.body).toMatch(/<img [^>]*width="\d+" height="\d+"/);
});

test('posts by category, newest first, paginated', async () => {
  const res = asObject((await h.call('GET', '/blog/posts?category=vse-o-zaimah&limit=2', { token })).body);
  expect(res.total).toBe(3);
  expect((res.posts as { slug: string }[]).map((post) => post.slug)).toEqual(['refinansirovanie-zaimov', 'pokazatel-dolgovoi-nagruzki']);
});

test('search matches the title and the text, case-insensitively', async () => {
  const res = asObject((await h.call('GET', `/blog/search?q=${encodeURIComponent('КРЕДИТНАЯ ИСТОРИЯ')}`, { token })).body);
  expect((res.posts as { id: number }[]).map((post) => post.id)).toContain(2);
  expect(asObject((await h.call('GET', '/blog/search?query=zzzz', { token })).body).total).toBe(0);
});

test('views and likes count; unknown posts → 404', async () => {
  expect((await h.call('POST', '/blog/view', { token, body: { postId: 3 } })).body).toEqual({ postId: 3, views: 641 });
  expect((await h.call('POST', '/blog/view', { token, body: { postId: 'semeinyi-byudzhet' } })).body).toEqual({ postId: 3, views: 642 });
  expect((await h.call('POST', '/blog/view', { token, body: { postId: 999 } })).status).toBe(404);
  expect((await h.call('POST', '/blog/999/likes', { token })).status).toBe(404);
  expect((await h.call('GET', '/blog/posts/unknown', { token })).status).toBe(404);
});

test('comment tree nests replies; new replies land under their parent', async () => {
  const created = await h.call('POST', '/blog/comments', { token, body: { postId: 1, parentId: 4, text: 'Согласна!' } });
  expect(created.status).toBe(201);
  const tree = asObject((await h.call('GET', '/blog/1/comments/get-tree', { token })).body);
  const roots = tree.comments as { id: number; children: { id: number; children: { id: number }[] }[] }[];
  expect(roots.map((node) => node.id)).toEqual([1, 4]);
  expect(roots[0]?.children[0]?.id).toBe(2);
  expect(roots[0]?.children[0]?.children[0]?.id).toBe(3);
  expect(roots[1]?.children[0]).toMatchObject({ text: 'Согласна!', authorName: 'Гость' });
});

test('comment validation', async () => {
  const res = await h.call('POST', '/blog/comments', { token, body: { postId: 1, text: ' ' } });
  expect(res.status).toBe(422);
  expect(asObject(res.body).violations).toEqual([{ propertyPath: 'text', message: 'Это поле обязательно для заполнения' }]);
  expect((await h.call('POST', '/blog/comments', { token, body: { postId: 1, text: 'x', parentId: 5 } })).status).toBe(422);
});
