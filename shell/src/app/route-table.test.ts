import { matchRoutes } from '@microloans/platform/router';
import { forProjectMode, screenLayout } from './project-mode';
import { headOf } from './route-heads';
import { routeTable, type RouteDefinition } from './route-table';

const routeAt = (pathname: string): RouteDefinition | undefined => matchRoutes([...routeTable], pathname)?.at(-1)?.route;

test.each([
  ['/blog', 'blog', 'blog-navigation', './pages/BlogFeed'],
  ['/blog/category/bezopasnost', 'blogCategory', 'blog-navigation', './pages/BlogFeed'],
  ['/blog/search', 'blogSearch', 'blog-navigation', './pages/BlogSearch'],
  ['/blog/kak-vybrat-mikrozaim', 'blogArticle', 'blog-article', './pages/BlogArticle'],
  // A post whose slug merely starts like a static segment is still a post.
  ['/blog/searching-for-money', 'blogArticle', 'blog-article', './pages/BlogArticle'],
  ['/ll/usloviya', 'llSlug', 'main', './pages/ContentPage'],
  ['/docs/privacy-agreement', 'docsSlug', 'main', './pages/Doc'],
])('%s is the %s route, framed by %s, showing mf_blog %s', (pathname, name, layout, module) => {
  const route = routeAt(pathname);
  expect(route).toMatchObject({ name, layout, target: { remote: 'mf_blog', module } });
  // Blog routes are open in both modes; only the content page is a lending one.
  expect(route?.guards.includes('blog-protect')).toBe(name === 'llSlug');
});

test('`/blog/category` alone is looked up as a post (the blog answers 404); deeper paths are no route', () => {
  expect(routeAt('/blog/category')?.name).toBe('blogArticle');
  expect(routeAt('/blog/category/a/b')).toBeUndefined();
  expect(routeAt('/blog/a/b')).toBeUndefined();
});

/** Every route with its head, as a main-mode deployment serves it. */
const withHeads = routeTable.map((route) => ({ ...route, ...headOf(route.name, 'main') }));

test('every route has a Russian title and a one-sentence description', () => {
  for (const route of withHeads) {
    expect([route.name, route.title.trim()]).toEqual([route.name, expect.stringMatching(/^[А-ЯЁ][^.]*$/)]);
    expect([route.name, route.description.trim()]).toEqual([route.name, expect.stringMatching(/^[А-ЯЁ][^.]{20,160}\.$/)]);
  }
});

test('pages that differ say so: a different title means a different description', () => {
  const descriptionByTitle = new Map(withHeads.map((route) => [route.title, route.description]));
  const descriptions = new Set(descriptionByTitle.values());
  expect(descriptions.size).toBe(descriptionByTitle.size);
  expect(Object.fromEntries(withHeads.map((route) => [route.path, route.title]))).toMatchObject({
    '/': 'Займы онлайн на карту',
    '/auth': 'Вход',
    '/auth/registration': 'Регистрация',
    '/auth/recovery': 'Восстановление пароля',
    '/confirmation': 'Заявка на займ',
    '/profile': 'Профиль',
    '/history': 'История заявок',
    '/score': 'Кредитный рейтинг',
    '/loyalty': 'Программа лояльности',
    '/personal-offers': 'Персональные предложения',
    '/shopwindow': 'Предложения займов',
    '/pdl/:id': 'Заявка по ссылке',
    '/docs/:slug': 'Документ',
    '/ll/:slug': 'Полезная информация',
    '/blog': 'Блог',
    '/blog/category/:category': 'Рубрика блога',
    '/blog/search': 'Поиск по блогу',
    '/blog/:slug': 'Статья',
    '/ops': 'Версии частей сайта',
  });
});

describe('project modes', () => {
  const named = (name: RouteDefinition['name']) => routeTable.find((route) => route.name === name)!;

  test('main mode serves every route as the table says', () => {
    for (const route of routeTable) expect(forProjectMode(route, 'main')).toBe(route);
    expect(screenLayout('404', 'main')).toBe('404');
    expect(screenLayout('not-found', 'main')).toBe('not-found');
  });

  test("blog mode: `/` is the blog's feed in blog-main, under the blog's head, without the lending widgets", () => {
    expect(forProjectMode(named('main'), 'blog')).toMatchObject({
      path: '/',
      layout: 'blog-main',
      target: { remote: 'mf_blog', module: './pages/BlogFeed' },
      widgets: [],
    });
    expect(headOf('main', 'blog').title).toBe('Статьи о займах и финансах');
    expect(headOf(null, 'blog').title).toBe('Страница не найдена');
  });

  test('blog mode: blog routes keep their layouts, other framed routes and the error screens wear blog-base', () => {
    expect(forProjectMode(named('blogSearch'), 'blog').layout).toBe('blog-navigation');
    expect(forProjectMode(named('blogCategory'), 'blog').layout).toBe('blog-navigation');
    expect(forProjectMode(named('blogArticle'), 'blog').layout).toBe('blog-article');
    expect(forProjectMode(named('docsSlug'), 'blog')).toMatchObject({ layout: 'blog-base' });
    expect(headOf('docsSlug', 'blog').title).toBe('Документ');
    expect(forProjectMode(named('ops'), 'blog').layout).toBe('blog-base');
    expect(forProjectMode(named('confirmation'), 'blog').layout).toBe('none');
    expect(screenLayout('404', 'blog')).toBe('blog-base');
    expect(screenLayout('not-found', 'blog')).toBe('blog-base');
  });
});
