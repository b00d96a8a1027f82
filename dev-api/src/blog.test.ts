import { asObject, createHarness, type Harness } from './test-utils/harness';

type Summary = { id: number; slug: string; likes: number; category: { slug: string }; publishedAt: string };
type Violations = { propertyPath: string; message: string }[];

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await createHarness();
  token = (await h.anonym()).token;
});
afterEach(() => h.close());

const ids = (posts: unknown) => (posts as Summary[]).map((post) => post.id);

async function searchIds(query: string): Promise<number[]> {
  return ids(asObject((await h.call('GET', `/blog/search?query=${encodeURIComponent(query)}`, { token })).body).posts);
}

test('one post carries unsafe HTML for the frontend sanitiser', async () => {
  const post = asObject(asObject((await h.call('GET', '/blog/posts/kreditnaya-istoriya', { token })).body).post);
  expect(post.body).toContain('<script>');
  expect(post.body).toMatch(/<img [^>]*width="\d+" height="\d+"/);
});

describe('posts and categories', () => {
  test('13 posts in three categories, newest first, with distinct dates', async () => {
    const res = asObject((await h.call('GET', '/blog/posts?limit=50', { token })).body);
    expect(res.total).toBe(13);
    const posts = res.posts as Summary[];
    const dates = posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(13);
    const categories = asObject((await h.call('GET', '/blog/categories', { token })).body).categories;
    expect((categories as { slug: string; postsCount: number }[]).map(({ slug, postsCount }) => [slug, postsCount])).toEqual([
      ['finansovaya-gramotnost', 5],
      ['vse-o-zaimah', 5],
      ['bezopasnost', 3],
    ]);
  });

  test('posts by category (slug or id), newest first, paginated', async () => {
    const res = asObject((await h.call('GET', '/blog/posts?category=vse-o-zaimah&limit=2', { token })).body);
    expect(res.total).toBe(5);
    expect((res.posts as Summary[]).map((post) => post.slug)).toEqual(['refinansirovanie-ili-restrukturizaciya', 'dosrochnoe-pogashenie-zaima']);
    const byId = asObject((await h.call('GET', '/blog/posts?category=3', { token })).body);
    expect(ids(byId.posts)).toEqual([11, 8, 6]);
    expect((byId.posts as Summary[]).every((post) => post.category.slug === 'bezopasnost')).toBe(true);
  });

  test('an unknown category → 404 «Рубрика не найдена»', async () => {
    const res = await h.call('GET', '/blog/posts?category=net-takoi', { token });
    expect(res.status).toBe(404);
    expect(asObject(res.body).message).toBe('Рубрика не найдена');
    expect((await h.call('GET', '/blog/posts?category=99', { token })).status).toBe(404);
  });

  test('the post answer lists three related posts: shared tags first, then the category, then newest', async () => {
    const related = async (slug: string) => ids(asObject((await h.call('GET', `/blog/posts/${slug}`, { token })).body).related);
    // Post 2: posts 7 (both tags) and 8 (one tag), then the newest of its category.
    expect(await related('kreditnaya-istoriya')).toEqual([7, 8, 13]);
    // Post 5: post 12 (shared tag), then its category newest first.
    expect(await related('refinansirovanie-zaimov')).toEqual([12, 10, 4]);
    // Post 6: 8 and 11 share tags; nothing else in its category, so the newest post.
    expect(await related('6')).toEqual([8, 11, 13]);
  });
});

describe('search', () => {
  test('every word must occur, in any order, case-insensitively', async () => {
    expect(await searchIds('КРЕДИТНАЯ ИСТОРИЯ')).toEqual([12, 8, 7, 2]);
    expect(await searchIds('история   кредитная')).toEqual([12, 8, 7, 2]);
    expect(await searchIds('кредитная zzzz')).toEqual([]);
  });

  test('ё equals е, in the query and in the text', async () => {
    expect(await searchIds('заемщик досрочно')).toEqual([10]);
    expect(await searchIds('заёмщик')).toEqual([10]);
  });

  test('tags count; markup and script contents do not', async () => {
    expect(await searchIds('советы')).toEqual([1]);
    expect(await searchIds('alert')).toEqual([]);
    expect(await searchIds('caption')).toEqual([]);
  });

  test('queries shorter than 2 characters find nothing; the query is echoed; POST and q work too', async () => {
    expect(asObject((await h.call('GET', '/blog/search?query=%20%D0%B0%20', { token })).body)).toEqual({ query: 'а', posts: [], total: 0 });
    expect(await searchIds('')).toEqual([]);
    const posted = asObject((await h.call('POST', '/blog/search', { token, body: { query: 'ПДН' } })).body);
    expect(ids(posted.posts)).toEqual([4]);
    expect(ids(asObject((await h.call('GET', `/blog/search?q=${encodeURIComponent('пдн')}`, { token })).body).posts)).toEqual([4]);
  });
});

test('views count; unknown posts → 404', async () => {
  expect((await h.call('POST', '/blog/view', { token, body: { postId: 3 } })).body).toEqual({ postId: 3, views: 641 });
  expect((await h.call('POST', '/blog/view', { token, body: { postId: 'semeinyi-byudzhet' } })).body).toEqual({ postId: 3, views: 642 });
  expect((await h.call('POST', '/blog/view', { token, body: { postId: 999 } })).status).toBe(404);
  expect((await h.call('POST', '/blog/999/likes', { token })).status).toBe(404);
  expect((await h.call('DELETE', '/blog/999/likes', { token })).status).toBe(404);
  expect((await h.call('GET', '/blog/posts/unknown', { token })).status).toBe(404);
});

describe('likes per visitor', () => {
  const likes = async (postId: number | string, as: string, clientUuid?: string) =>
    (await h.call('GET', `/blog/${postId}/likes${clientUuid === undefined ? '' : `?clientUuid=${encodeURIComponent(clientUuid)}`}`, { token: as })).body;
  const like = async (postId: number, as: string, body: object = {}) => (await h.call('POST', `/blog/${postId}/likes`, { token: as, body })).body;
  const unlike = async (postId: number, as: string, body: object = {}) => (await h.call('DELETE', `/blog/${postId}/likes`, { token: as, body })).body;

  test('an anonymous visitor likes once; liking again changes nothing; another visitor sees the count, not the like', async () => {
    expect(await likes(1, token)).toEqual({ postId: 1, likes: 34, liked: false });
    expect(await like(1, token)).toEqual({ postId: 1, likes: 35, liked: true });
    expect(await like(1, token)).toEqual({ postId: 1, likes: 35, liked: true });
    expect(await likes('kak-vybrat-mikrozaim', token)).toEqual({ postId: 1, likes: 35, liked: true });

    const other = (await h.anonym()).token;
    expect(await likes(1, other)).toEqual({ postId: 1, likes: 35, liked: false });
    expect(await like(1, other)).toEqual({ postId: 1, likes: 36, liked: true });
    expect(await likes(2, token)).toEqual({ postId: 2, likes: 21, liked: false });
  });

  test('unlike takes the like back, idempotently', async () => {
    await like(3, token);
    expect(await unlike(3, token)).toEqual({ postId: 3, likes: 12, liked: false });
    expect(await unlike(3, token)).toEqual({ postId: 3, likes: 12, liked: false });
    expect(await likes(3, token)).toEqual({ postId: 3, likes: 12, liked: false });
  });

  test('a guest with a client id is the same visitor across anonymous sessions', async () => {
    const clientUuid = '0b6a1f7e-aaaa-4bbb-8ccc-000000000001';
    expect(await like(1, token, { clientUuid })).toEqual({ postId: 1, likes: 35, liked: true });
    const nextSession = (await h.anonym()).token;
    expect(await likes(1, nextSession, clientUuid)).toEqual({ postId: 1, likes: 35, liked: true });
    expect(await like(1, nextSession, { clientUuid })).toEqual({ postId: 1, likes: 35, liked: true });
    // Without the client id the session is its own visitor.
    expect(await likes(1, token)).toEqual({ postId: 1, likes: 35, liked: false });
    expect(await unlike(1, nextSession, { clientUuid })).toEqual({ postId: 1, likes: 34, liked: false });
  });

  test('a client id that is not [A-Za-z0-9-]{1,64} is ignored: the anonymous session likes', async () => {
    for (const clientUuid of ['bad id!', 'x'.repeat(65), '']) {
      const session = (await h.anonym()).token;
      await like(4, session, { clientUuid });
      expect(await likes(4, session)).toMatchObject({ liked: true });
    }
    expect(await likes(4, token)).toEqual({ postId: 4, likes: 11, liked: false });
  });

  test('a signed-in user likes as themselves, whatever client id and session', async () => {
    const first = (await h.login()).token;
    expect(await like(5, first, { clientUuid: 'browser-1' })).toEqual({ postId: 5, likes: 4, liked: true });
    const second = (await h.login()).token;
    expect(await likes(5, second)).toEqual({ postId: 5, likes: 4, liked: true });
    expect(await like(5, second, { clientUuid: 'browser-2' })).toEqual({ postId: 5, likes: 4, liked: true });
    expect(await likes(5, token, 'browser-1')).toEqual({ postId: 5, likes: 4, liked: false });
    expect(await unlike(5, second)).toEqual({ postId: 5, likes: 3, liked: false });
  });

  test('summaries report the same total; a reset forgets visitors\' likes', async () => {
    await like(2, token);
    await like(2, (await h.login()).token);
    const fromList = (asObject((await h.call('GET', '/blog/posts?limit=50', { token })).body).posts as Summary[]).find((post) => post.id === 2);
    expect(fromList?.likes).toBe(23);
    expect(asObject(asObject((await h.call('GET', '/blog/posts/2', { token })).body).post).likes).toBe(23);
    const bySearch = (asObject((await h.call('GET', `/blog/search?query=${encodeURIComponent('улучшить')}`, { token })).body).posts as Summary[]);
    expect(bySearch.find((post) => post.id === 2)?.likes).toBe(23);

    await h.call('POST', '/__dev/reset');
    const fresh = (await h.anonym()).token;
    expect(await likes(2, fresh)).toEqual({ postId: 2, likes: 21, liked: false });
  });
});

describe('comments', () => {
  const comment = (body: object, as = token) => h.call('POST', '/blog/comments', { token: as, body: { postId: 1, ...body } });
  const violationsOf = (body: unknown) => asObject(body).violations as Violations;

  test('the tree nests replies, oldest first at each level; new replies land under their parent', async () => {
    const created = await comment({ parentId: 4, text: 'Согласна!', authorName: 'Мария' });
    expect(created.status).toBe(201);
    h.clock.advance(60_000);
    await comment({ text: 'Новый вопрос', authorName: 'Пётр' });
    const tree = asObject((await h.call('GET', '/blog/1/comments/get-tree', { token })).body);
    const roots = tree.comments as { id: number; text: string; children: { id: number; children: { id: number }[] }[] }[];
    expect(tree.total).toBe(6);
    expect(roots.map((node) => node.id)).toEqual([1, 4, 7]);
    expect(roots[0]?.children[0]?.id).toBe(2);
    expect(roots[0]?.children[0]?.children[0]?.id).toBe(3);
    expect(roots[1]?.children[0]).toMatchObject({ text: 'Согласна!', authorName: 'Мария' });
  });

  test('text and name are trimmed; the text is kept as plain text', async () => {
    const res = await comment({ text: '  <b>Спасибо</b> за статью  ', authorName: "  Анна-Мария д'Арк " });
    expect(res.status).toBe(201);
    expect(asObject(res.body).comment).toMatchObject({ text: '<b>Спасибо</b> за статью', authorName: "Анна-Мария д'Арк", parentId: null });
    expect((await comment({ text: 'Ок!', authorName: 'John O’Neil' })).status).toBe(201);
  });

  test('a guest must give text and name', async () => {
    const res = await comment({ text: ' ' });
    expect(res.status).toBe(422);
    expect(violationsOf(res.body)).toEqual([
      { propertyPath: 'text', message: 'Это поле обязательно для заполнения' },
      { propertyPath: 'authorName', message: 'Это поле обязательно для заполнения' },
    ]);
  });

  test('text is 2–2000 characters', async () => {
    expect(violationsOf((await comment({ text: ' x ', authorName: 'Олег' })).body)).toEqual([
      { propertyPath: 'text', message: 'Не короче 2 символов' },
    ]);
    expect(violationsOf((await comment({ text: 'я'.repeat(2001), authorName: 'Олег' })).body)).toEqual([
      { propertyPath: 'text', message: 'Не более 2000 символов' },
    ]);
    expect((await comment({ text: 'я'.repeat(2000), authorName: 'Олег' })).status).toBe(201);
  });

  test('the name is 2–40 letters, spaces, hyphens or apostrophes', async () => {
    const nameViolation = async (authorName: string) => violationsOf((await comment({ text: 'Полезно', authorName })).body);
    expect(await nameViolation('Я')).toEqual([{ propertyPath: 'authorName', message: 'Не короче 2 символов' }]);
    expect(await nameViolation('Я'.repeat(41))).toEqual([{ propertyPath: 'authorName', message: 'Не более 40 символов' }]);
    expect(await nameViolation('Иван123')).toEqual([{ propertyPath: 'authorName', message: 'Укажите имя буквами' }]);
    expect(await nameViolation('<b>Иван</b>')).toEqual([{ propertyPath: 'authorName', message: 'Укажите имя буквами' }]);
    expect(await nameViolation('--')).toEqual([{ propertyPath: 'authorName', message: 'Укажите имя буквами' }]);
  });

  test('a reply must answer a comment of the same post', async () => {
    const expected = [{ propertyPath: 'parentId', message: 'Комментарий не найден' }];
    expect(violationsOf((await comment({ text: 'Ответ', authorName: 'Олег', parentId: 5 })).body)).toEqual(expected);
    expect(violationsOf((await comment({ text: 'Ответ', authorName: 'Олег', parentId: 'abc' })).body)).toEqual(expected);
    expect(violationsOf((await comment({ text: 'Ответ', authorName: 'Олег', parentId: 999 })).body)).toEqual(expected);
    expect((await comment({ text: 'Ответ', authorName: 'Олег', parentId: null })).status).toBe(201);
  });

  test('a signed-in user may omit the name (their first name is used) or give one', async () => {
    const user = (await h.login()).token;
    expect(asObject((await comment({ text: 'Спасибо' }, user)).body).comment).toMatchObject({ authorName: 'Иван' });
    expect(asObject((await comment({ text: 'Спасибо', authorName: 'Ваня' }, user)).body).comment).toMatchObject({ authorName: 'Ваня' });
    expect(violationsOf((await comment({ text: 'Спасибо', authorName: '1' }, user)).body)).toEqual([
      { propertyPath: 'authorName', message: 'Не короче 2 символов' },
    ]);
  });

  test('comments of an unknown post → 404', async () => {
    expect((await h.call('POST', '/blog/comments', { token, body: { postId: 999, text: 'Текст', authorName: 'Олег' } })).status).toBe(404);
  });
});

describe('content pages', () => {
  test('/ll/kak-poluchit-zaim: a table of steps, a list and a link to the application, with SEO texts', async () => {
    const res = await h.call('GET', '/ll/kak-poluchit-zaim', { token });
    expect(res.status).toBe(200);
    const page = asObject(res.body);
    expect(page).toMatchObject({ slug: 'kak-poluchit-zaim', title: 'Как получить займ онлайн' });
    expect(page.body).toContain('<table>');
    expect(page.body).toContain('<ul>');
    expect(page.body).toContain('<a href="/confirmation?type=loans">Оформить заявку</a>');
    expect(asObject(page.seo)).toEqual({ title: expect.stringMatching(/займ/i), description: expect.any(String) });
  });

  test('every content page has SEO texts; unknown → 404; no token → 401', async () => {
    for (const slug of ['zaim-na-kartu', 'zaim-bez-otkaza', 'kak-poluchit-zaim']) {
      const page = asObject((await h.call('GET', `/ll/${slug}`, { token })).body);
      expect(asObject(page.seo).title).toEqual(expect.any(String));
    }
    expect((await h.call('GET', '/ll/unknown', { token })).status).toBe(404);
    expect((await h.call('GET', '/ll/kak-poluchit-zaim')).status).toBe(401);
  });

  test('/ll lists every content page (slug and title), for the sitemap; no token → 401', async () => {
    const { pages } = asObject((await h.call('GET', '/ll', { token })).body) as { pages: Array<{ slug: string; title: string }> };
    expect(pages.map((page) => page.slug).sort()).toEqual(['kak-poluchit-zaim', 'zaim-bez-otkaza', 'zaim-na-kartu']);
    expect(pages.every((page) => page.title.length > 0)).toBe(true);
    expect((await h.call('GET', '/ll')).status).toBe(401);
  });
});
