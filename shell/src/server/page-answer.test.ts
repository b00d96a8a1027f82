/** @jest-environment node */
import { routeTable } from '../app/route-table';
import { pageAnswer, routeWithParams, withOwnerHead } from './page-answer';

const at = (path: string) => new URL(path, 'https://example.ru');

test.each(routeTable.map((route) => [route.path.replace(/:[a-zA-Z]+/g, 'sample')]))('%s answers 200 with a title of its own and the site name', (path) => {
  const { status, head } = pageAnswer(at(path), 'main');
  expect(status).toBe(200);
  expect(head.title).toMatch(/^[А-ЯЁ]/);
  expect(head.siteName).toBe('Микрозаймы онлайн');
  expect(head.description).toMatch(/\.$/);
});

test('a path no route matches is a 404 with the «not found» head', () => {
  for (const path of ['/no/such/page', '/auth/unknown', '/blog/a/b', '/profile/x/y/z']) {
    const { status, head } = pageAnswer(at(path), 'main');
    expect([path, status, head.title, head.canonical]).toEqual([path, 404, 'Страница не найдена', null]);
  }
});

test('the canonical address is the page’s own, without its query or a trailing slash', () => {
  expect(pageAnswer(at('/auth/?to=/profile'), 'main').head.canonical).toBe('https://example.ru/auth');
  expect(pageAnswer(at('/?utm_source=x'), 'main').head.canonical).toBe('https://example.ru/');
  expect(pageAnswer(at('/blog/kak-vybrat-mikrozaim'), 'main').head).toMatchObject({ canonical: 'https://example.ru/blog/kak-vybrat-mikrozaim', type: 'article' });
});

test('a blog-mode site names itself and its main page as the blog', () => {
  const { head } = pageAnswer(at('/'), 'blog');
  expect(head.siteName).toBe('Блог о займах');
  expect(head.title).toBe('Статьи о займах и финансах');
});

test('a route’s parameters are read from the path, decoded', () => {
  expect(routeWithParams('/blog/category/bezopasnost')).toMatchObject({ route: { name: 'blogCategory' }, params: { category: 'bezopasnost' } });
  expect(routeWithParams('/blog/%D0%B7%D0%B0%D0%B9%D0%BC')?.params).toEqual({ slug: 'займ' });
  expect(routeWithParams('/blog/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
  expect(routeWithParams('/no/such/page')).toBeNull();
});

test('the owner’s word: a missing post is a 404, a found one has its own title, description and picture', () => {
  const post = pageAnswer(at('/blog/kak-vybrat-mikrozaim'), 'main');
  expect(withOwnerHead(post, { status: 404 }, 'main')).toMatchObject({ status: 404, head: { title: 'Страница не найдена', canonical: null } });
  expect(
    withOwnerHead(post, { status: 200, title: 'Как выбрать микрозайм', description: 'Пять правил.', openGraph: { type: 'article', image: 'https://example.ru/c.png' } }, 'main'),
  ).toEqual({
    status: 200,
    head: { ...post.head, title: 'Как выбрать микрозайм', description: 'Пять правил.', type: 'article', image: 'https://example.ru/c.png' },
  });
  // No description of its own: the route's stays; no word at all: the route's head.
  expect(withOwnerHead(post, { status: 200, title: 'Документ X' }, 'main').head.description).toBe(post.head.description);
  expect(withOwnerHead(post, null, 'main')).toBe(post);
});
