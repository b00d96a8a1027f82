/** @jest-environment node */
import { routeTable } from '../app/route-table';
import { pageAnswer } from './page-answer';

const at = (path: string) => new URL(path, 'https://example.ru');

test.each(routeTable.map((route) => [route.path.replace(/:[a-zA-Z]+/g, 'sample')]))('%s answers 200 with a title of its own and the site name', (path) => {
  const { status, head } = pageAnswer(at(path), 'main');
  expect(status).toBe(200);
  expect(head.title).toMatch(/^[А-ЯЁ].* — Микрозаймы онлайн$/);
  expect(head.description).toMatch(/\.$/);
});

test('a path no route matches is a 404 with the «not found» head', () => {
  for (const path of ['/no/such/page', '/auth/unknown', '/blog/a/b', '/profile/x/y/z']) {
    const { status, head } = pageAnswer(at(path), 'main');
    expect([path, status, head.title]).toEqual([path, 404, 'Страница не найдена — Микрозаймы онлайн']);
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
  expect(head.title).toMatch(/— Блог о займах$/);
});
