import { screen } from '@testing-library/react';
import { $appError } from '@microloans/platform';
import { renderPage, settle } from '../../shared/testing/render-page';
import { contentPageApi } from './api';
import { ContentPage } from './index';

jest.mock('./api', () => ({ contentPageApi: { page: jest.fn() } }));
const api = jest.mocked(contentPageApi);

const routes = [{ path: '/ll/:slug', element: <ContentPage /> }];

beforeEach(() => {
  jest.resetAllMocks();
  document.title = '';
});

test('a content page: its title, its sanitised text without a second h1, «Оформить заявку», its own head', async () => {
  api.page.mockResolvedValue({
    slug: 'zaim-na-kartu',
    title: 'Займ на карту онлайн',
    updatedAt: '2024-09-01T00:00:00.000Z',
    seo: { title: 'Займ на карту онлайн — решение за 1 день', description: 'Оформите займ на карту онлайн.' },
    body: '<h1>Займ на карту онлайн</h1><p>Заполните анкету.</p><script>alert(1)</script>',
  });
  await renderPage('/ll/zaim-na-kartu', routes);
  await settle();
  expect(api.page).toHaveBeenCalledWith('zaim-na-kartu');
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Займ на карту онлайн']);
  expect(screen.getByTestId('content-page-body').innerHTML).toBe('<p>Заполните анкету.</p>');
  expect(screen.getByRole('link', { name: 'Оформить заявку' }).getAttribute('href')).toBe('/confirmation?type=loans');
  expect(document.title).toBe('Займ на карту онлайн — решение за 1 день — Микрозаймы онлайн');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Оформите займ на карту онлайн.');
});

test('no such page is the shell’s 404 screen', async () => {
  api.page.mockRejectedValue({ kind: 'http', status: 404, message: 'Страница не найдена', code: null });
  const scope = await renderPage('/ll/net-takoi', routes);
  await settle();
  expect(scope.getState($appError)).toEqual({ status: 404 });
});

test('a failure offers «Повторить»', async () => {
  api.page.mockRejectedValue({ kind: 'network', status: null, message: 'Упс, что-то пошло не так...' });
  const scope = await renderPage('/ll/zaim-na-kartu', routes);
  await settle();
  expect(scope.getState($appError)).toBeNull();
  expect(screen.getByText('Не удалось загрузить страницу')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
});
