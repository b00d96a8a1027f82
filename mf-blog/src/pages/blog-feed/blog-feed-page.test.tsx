import { act, fireEvent, screen, within } from '@testing-library/react';
import { $appError } from '@microloans/platform';
import type { BlogPostsDto, BlogPostsParams } from '@microloans/shared-contracts/api';
import { postApi } from '../../entities/post/api';
import { categories, postSummary } from '../../shared/testing/fixtures';
import { plain, renderPage, settle } from '../../shared/testing/render-page';
import { BlogFeedPage } from './index';

jest.mock('../../entities/post/api', () => ({ postApi: { page: jest.fn(), post: jest.fn(), categories: jest.fn(), search: jest.fn(), view: jest.fn() } }));
const api = jest.mocked(postApi);

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

let stored = Array.from({ length: 13 }, (_, index) => postSummary(index + 1));
const serve = (params: BlogPostsParams = {}): Promise<BlogPostsDto> => {
  const page = params.page ?? 1;
  const limit = params.limit ?? 10;
  if (params.category && !categories.some(({ slug }) => slug === params.category)) {
    return Promise.reject({ kind: 'http', status: 404, message: 'Рубрика не найдена', code: null });
  }
  const matching = stored.filter((post) => !params.category || post.category.slug === params.category);
  return Promise.resolve({ posts: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit });
};

beforeEach(() => {
  jest.resetAllMocks();
  stored = Array.from({ length: 13 }, (_, index) => postSummary(index + 1));
  api.page.mockImplementation(serve);
  api.categories.mockResolvedValue({ categories: categories.map((category) => ({ ...category, postsCount: 7 })) });
  document.title = '';
});

const routes = [
  { path: '/blog', element: <BlogFeedPage /> },
  { path: '/blog/category/:category', element: <BlogFeedPage /> },
];
const cards = () => within(screen.getByTestId('feed-posts')).getAllByTestId('post-card');

test('«Блог»: six posts a page as cards — title link, excerpt, category, date, reading time and counts', async () => {
  await renderPage('/blog', routes);
  expect(screen.getByRole('heading', { level: 1, name: 'Блог' })).toBeTruthy();
  expect(screen.getByTestId('feed-loading').getAttribute('aria-label')).toBe('Загрузка статей');
  await settle();
  expect(api.page).toHaveBeenCalledWith({ page: 1, limit: 6 });
  expect(cards()).toHaveLength(6);
  const first = cards()[0] as HTMLElement;
  expect(within(first).getByRole('heading', { level: 2, name: 'Статья 1' })).toBeTruthy();
  expect(within(first).getByRole('link', { name: 'Статья 1' }).getAttribute('href')).toBe('/blog/post-1');
  expect(within(first).getByTestId('post-card-category').getAttribute('href')).toBe('/blog/category/vse-o-zaimah');
  expect(plain(within(first).getByTestId('post-card-stats'))).toBe('29 ноября 2024·4 мин чтения·1 520 просмотров·34 лайка·4 комментария');
  expect(plain(screen.getByTestId('feed-count'))).toBe('13 статей, страница 1 из 3');
  // The tab's title is the shell's for the route.
  expect(document.title).toBe('');
});

test('pages are links in «Страницы блога»; the page is in the address and the current one is marked', async () => {
  await renderPage('/blog?page=2', routes);
  await settle();
  expect(api.page).toHaveBeenCalledWith({ page: 2, limit: 6 });
  const pager = screen.getByRole('navigation', { name: 'Страницы блога' });
  expect(within(pager).getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
  expect(within(pager).getByRole('link', { name: 'Предыдущая страница' }).getAttribute('href')).toBe('/blog');
  expect(within(pager).getByRole('link', { name: 'Следующая страница' }).getAttribute('href')).toBe('/blog?page=3');

  await act(async () => {
    fireEvent.click(within(pager).getByRole('link', { name: 'Следующая страница' }));
  });
  await settle();
  expect(window.location.search).toBe('?page=3');
  expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Статья 13']);
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  expect(within(screen.getByRole('navigation', { name: 'Страницы блога' })).queryByRole('link', { name: 'Следующая страница' })).toBeNull();
});

test('a page past the end says so and links to the first; no posts at all is «Статей пока нет»', async () => {
  await renderPage('/blog?page=9', routes);
  await settle();
  const empty = screen.getByTestId('feed-empty');
  expect(empty.textContent).toContain('На этой странице статей нет');
  expect(within(empty).getByRole('link', { name: 'К первой странице' }).getAttribute('href')).toBe('/blog');
});

test('no posts yet', async () => {
  stored = [];
  await renderPage('/blog', routes);
  await settle();
  expect(screen.getByTestId('feed-empty').textContent).toContain('Статей пока нет');
});

test('a category: its title and description, its posts only', async () => {
  await renderPage('/blog/category/vse-o-zaimah', routes);
  await settle();
  expect(screen.getByRole('heading', { level: 1, name: 'Всё о займах' })).toBeTruthy();
  expect(screen.getByTestId('feed-description').textContent).toBe(categories[1]?.description);
  expect(api.page).toHaveBeenCalledWith({ category: 'vse-o-zaimah', page: 1, limit: 6 });
  expect(cards().every((card) => within(card).getByTestId('post-card-category').textContent === 'Всё о займах')).toBe(true);
  expect(document.title).toBe('Всё о займах — Микрозаймы онлайн');
});

test('an unknown category is the shell’s 404 screen', async () => {
  const scope = await renderPage('/blog/category/net-takoi', routes);
  await settle();
  expect(scope.getState($appError)).toEqual({ status: 404 });
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

test('a failure says «Не удалось загрузить статьи»; «Повторить» asks again', async () => {
  api.page.mockRejectedValueOnce({ kind: 'network', status: null, message: 'Упс, что-то пошло не так...' });
  const scope = await renderPage('/blog', routes);
  await settle();
  expect(scope.getState($appError)).toBeNull();
  expect(screen.getByTestId('feed-error').textContent).toContain('Не удалось загрузить статьи');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  });
  await settle();
  expect(cards()).toHaveLength(6);
});
