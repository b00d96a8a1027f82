import { act, fireEvent, screen, within } from '@testing-library/react';
import { postApi } from '../../entities/post/api';
import { postSummary } from '../../shared/testing/fixtures';
import { plain, renderPage, settle } from '../../shared/testing/render-page';
import { BlogSearchPage } from './index';

jest.mock('../../entities/post/api', () => ({ postApi: { page: jest.fn(), post: jest.fn(), categories: jest.fn(), search: jest.fn(), view: jest.fn() } }));
const api = jest.mocked(postApi);

const found = [
  postSummary(1, { title: 'Как выбрать микрозайм и не переплатить', excerpt: 'Всё о займах: ставка и срок.' }),
  postSummary(2, { title: 'Кредитная история', excerpt: 'Займ одобрят чаще.' }),
  postSummary(3, { title: 'Бюджет', excerpt: 'Без займов до зарплаты.' }),
];

beforeEach(() => {
  jest.resetAllMocks();
  api.search.mockImplementation((query) => Promise.resolve(query === 'займ все' ? { query, posts: found, total: 3 } : { query, posts: [], total: 0 }));
});

const routes = [{ path: '/blog/search', element: <BlogSearchPage /> }];

test('the query from the address: the count and every word marked in titles and excerpts', async () => {
  await renderPage(`/blog/search?q=${encodeURIComponent('займ все')}`, routes);
  expect(screen.getByRole('heading', { level: 1, name: 'Поиск по блогу' })).toBeTruthy();
  expect((screen.getByLabelText('Что ищем') as HTMLInputElement).value).toBe('займ все');
  await settle();
  expect(api.search).toHaveBeenCalledWith('займ все');
  expect(plain(screen.getByTestId('search-count'))).toBe('Найдено: 3 статьи');
  const first = within(screen.getByTestId('search-results')).getAllByTestId('post-card')[0] as HTMLElement;
  expect(Array.from(first.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['займ', 'Всё', 'займ']);
  const title = within(first).getByRole('heading', { level: 2 });
  expect(title.textContent).toBe('Как выбрать микрозайм и не переплатить');
  expect(title.querySelector('a')?.getAttribute('href')).toBe('/blog/post-1');
  expect(document.title).toBe('Поиск по блогу: займ все — Микрозаймы онлайн');
});

test('«Найти» puts the query in the address; nothing found says so with a hint', async () => {
  await renderPage('/blog/search', routes);
  expect(screen.getByTestId('search-hint')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Что ищем'), { target: { value: '  ипотека  ' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
  });
  await settle();
  expect(`${window.location.pathname}${window.location.search}`).toBe(`/blog/search?q=${encodeURIComponent('ипотека')}`);
  const empty = screen.getByTestId('search-empty');
  expect(empty.textContent).toContain('Ничего не нашлось');
  expect(within(empty).getByRole('link', { name: 'Все статьи блога' }).getAttribute('href')).toBe('/blog');
});

test('a query under two characters asks for more and sends nothing', async () => {
  await renderPage('/blog/search?q=%D1%8F', routes);
  await settle();
  expect(screen.getByTestId('search-too-short').textContent).toBe('Введите хотя бы 2 символа, чтобы начать поиск.');
  expect(api.search).not.toHaveBeenCalled();
});

test('a failure offers «Повторить»', async () => {
  api.search.mockRejectedValueOnce({ kind: 'network', status: null, message: 'Упс, что-то пошло не так...' });
  await renderPage('/blog/search?q=%D0%B7%D0%B0%D0%B9%D0%BC', routes);
  await settle();
  expect(screen.getByTestId('search-error').textContent).toContain('Не удалось выполнить поиск');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  });
  await settle();
  expect(screen.getByTestId('search-empty')).toBeTruthy();
});
