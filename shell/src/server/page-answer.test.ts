/** @jest-environment node */
import { routeTable } from '../app/route-table';
import { pageAnswer, type DrawnPage } from './page-answer';
import { servedRouteAt } from './page-request';

const at = (path: string) => new URL(path, 'https://example.ru');
const answerAt = (path: string, drawn: DrawnPage = null, mode: 'main' | 'blog' = 'main') => pageAnswer(at(path), servedRouteAt(at(path).pathname, mode), drawn, mode);

test.each(routeTable.map((route) => [route.path.replace(/:[a-zA-Z]+/g, 'sample')]))('%s answers 200 with a title of its own and the site name', (path) => {
  const { status, head } = answerAt(path);
  expect(status).toBe(200);
  expect(head.title).toMatch(/^[А-ЯЁ]/);
  expect(head.siteName).toBe('Микрозаймы онлайн');
  expect(head.description).toMatch(/\.$/);
});

test('a path no route matches, or a page drawn as «not found» (a switched-off route), is a 404 with the «not found» head', () => {
  for (const path of ['/no/such/page', '/auth/unknown', '/blog/a/b', '/profile/x/y/z']) {
    const { status, head } = answerAt(path);
    expect([path, status, head.title, head.canonical]).toEqual([path, 404, 'Страница не найдена', null]);
  }
  expect(answerAt('/auth', { status: 404, ownerHead: null })).toMatchObject({ status: 404, head: { title: 'Страница не найдена', canonical: null } });
});

test('the canonical address is the page’s own, without its query or a trailing slash', () => {
  expect(answerAt('/auth/?to=/profile').head.canonical).toBe('https://example.ru/auth');
  expect(answerAt('/?utm_source=x').head.canonical).toBe('https://example.ru/');
  expect(answerAt('/blog/kak-vybrat-mikrozaim').head).toMatchObject({ canonical: 'https://example.ru/blog/kak-vybrat-mikrozaim', type: 'article' });
});

test('a blog-mode site names itself and its main page as the blog', () => {
  const { head } = answerAt('/', null, 'blog');
  expect(head.siteName).toBe('Блог о займах');
  expect(head.title).toBe('Статьи о займах и финансах');
});

test('the route is matched once by the router’s rules: parameters decoded, a static segment before a parameter', () => {
  expect(servedRouteAt('/blog/category/bezopasnost', 'main')).toMatchObject({ definition: { name: 'blogCategory' }, params: { category: 'bezopasnost' } });
  expect(servedRouteAt('/blog/search', 'main')?.definition.name).toBe('blogSearch');
  expect(servedRouteAt('/blog/%D0%B7%D0%B0%D0%B9%D0%BC', 'main')?.params).toEqual({ slug: 'займ' });
  expect(servedRouteAt('/blog/%E0%A4%A', 'main')?.definition.name).toBe('blogArticle');
  expect(servedRouteAt('/no/such/page', 'main')).toBeNull();
});

test('the owner’s word: a missing post is a 404, a found one has its own title, description and picture (an absolute http(s) address of the site)', () => {
  const post = answerAt('/blog/kak-vybrat-mikrozaim');
  expect(answerAt('/blog/kak-vybrat-mikrozaim', { status: 200, ownerHead: { status: 404 } })).toMatchObject({ status: 404, head: { title: 'Страница не найдена', canonical: null } });
  const worded = (image: string | null) =>
    answerAt('/blog/kak-vybrat-mikrozaim', { status: 200, ownerHead: { status: 200, title: 'Как выбрать микрозайм', description: 'Пять правил.', openGraph: { type: 'article', image } } });
  expect(worded('/covers/c.png')).toEqual({
    status: 200,
    head: { ...post.head, title: 'Как выбрать микрозайм', description: 'Пять правил.', type: 'article', image: 'https://example.ru/covers/c.png' },
  });
  expect(worded('https://cdn.example/c.png').head.image).toBe('https://cdn.example/c.png');
  for (const hostile of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://[::1', null]) expect([hostile, worded(hostile as string).head.image]).toEqual([hostile, null]);
  // No description of its own: the route's stays; no word at all: the route's head.
  expect(answerAt('/blog/kak-vybrat-mikrozaim', { status: 200, ownerHead: { status: 200, title: 'Документ X' } }).head.description).toBe(post.head.description);
  expect(answerAt('/blog/kak-vybrat-mikrozaim', { status: 200, ownerHead: null })).toEqual(post);
});
