import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { queriesPurged } from '@microloans/platform';
import { BrowserRouter } from '@microloans/platform/router';
import { blogApi } from '@microloans/shared-contracts/api';
import { UiProvider } from '@microloans/ui-kit';
import { loadRemoteModule } from '../shared/federation/remote-loader';
import { forgetRemoteModules } from '../shared/federation/remote-slot';
import { setRuntimeConfig } from '../shared/runtime/runtime-config';
import { BlogLayout } from './blog-layout';
import type { BlogLayoutVariant } from './blog-variants';
import { widgetsOfLayout } from './index';

jest.mock('../shared/federation/remote-loader', () => ({
  loadRemoteModule: jest.fn(),
  activeVersionLabel: () => '1.0.0',
  servedVersion: () => '1.0.0+a',
}));

const loadModule = jest.mocked(loadRemoteModule);
const menu = jest.spyOn(blogApi, 'categoriesMenu');

const categories = {
  menu: [
    { id: 1, slug: 'finansovaya-gramotnost', title: 'Финансовая грамотность' },
    { id: 3, slug: 'bezopasnost', title: 'Безопасность' },
  ],
};

function Currency() {
  return <section aria-label="Курсы ЦБ">USD 90,00 ₽</section>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderLayout(path: string, variant: BlogLayoutVariant = 'blog-navigation', projectMode: 'main' | 'blog' = 'main') {
  setRuntimeConfig({ projectMode } as Parameters<typeof setRuntimeConfig>[0]);
  window.history.replaceState(null, '', path);
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <BrowserRouter>
          <BlogLayout variant={variant}>
            <h1>Страница</h1>
          </BlogLayout>
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
  await settle();
}

beforeEach(() => {
  forgetRemoteModules();
  menu.mockResolvedValue(categories);
  loadModule.mockResolvedValue({ default: Currency } as never);
});
afterEach(() => {
  menu.mockReset();
  loadModule.mockReset();
});

test("the categories menu: «Все статьи» and each category's own page, the current one marked", async () => {
  await renderLayout('/blog/category/bezopasnost');
  const nav = screen.getByRole('navigation', { name: 'Рубрики блога' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Все статьи', '/blog'],
    ['Финансовая грамотность', '/blog/category/finansovaya-gramotnost'],
    ['Безопасность', '/blog/category/bezopasnost'],
  ]);
  expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Безопасность']);
});

test('on the feed «Все статьи» is current; while the menu cannot be read it is the only entry', async () => {
  menu.mockRejectedValue({ kind: 'network', message: 'Нет соединения с интернетом' });
  await renderLayout('/blog');
  const links = within(screen.getByRole('navigation', { name: 'Рубрики блога' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Все статьи']);
  expect(links[0]?.getAttribute('aria-current')).toBe('page');
});

test('the search form opens the search page for what is typed, and shows the query there', async () => {
  await renderLayout('/blog');
  const form = screen.getByRole('search', { name: 'Поиск по блогу' });
  const field = within(form).getByRole('searchbox', { name: 'Поиск по блогу' });
  expect(field).toHaveProperty('name', 'q');
  expect(field).toHaveProperty('value', '');

  fireEvent.change(field, { target: { value: '  кредитная история ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Найти' }));
  await settle();
  expect(window.location.pathname).toBe('/blog/search');
  expect(new URLSearchParams(window.location.search).get('q')).toBe('кредитная история');
  expect(field).toHaveProperty('value', 'кредитная история');
  // The search page's field follows its query: back to the feed empties it.
  act(() => window.history.back());
  await act(() => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true })));
  expect(window.location.pathname).toBe('/blog');
  expect(field).toHaveProperty('value', '');
});

test('an empty search opens the search page itself', async () => {
  await renderLayout('/blog/category/bezopasnost');
  fireEvent.submit(screen.getByRole('search', { name: 'Поиск по блогу' }));
  await settle();
  expect(`${window.location.pathname}${window.location.search}`).toBe('/blog/search');
});

test('opened on the search page, the field holds its query', async () => {
  await renderLayout('/blog/search?q=%D0%B7%D0%B0%D0%B9%D0%BC');
  expect(screen.getByRole('searchbox', { name: 'Поиск по блогу' })).toHaveProperty('value', 'займ');
});

test('the currency rates of mf-blog are shown in the bar', async () => {
  await renderLayout('/blog');
  expect(loadModule).toHaveBeenCalledWith({ remote: 'mf_blog', module: './widgets/Currency' });
  expect(within(screen.getByTestId('blog-navigation')).getByRole('region', { name: 'Курсы ЦБ' })).toBeTruthy();
});

test('a currency widget that fails to load leaves the bar as it is, without «Раздел временно недоступен»', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadModule.mockRejectedValue(new Error('mf_blog is down'));
  await renderLayout('/blog');
  await settle();
  expect(screen.queryByRole('region', { name: 'Курсы ЦБ' })).toBeNull();
  expect(screen.queryByText('Раздел временно недоступен')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByTestId('blog-navigation').querySelector('[data-remote-slot]')?.childElementCount).toBe(0);
  expect(screen.getByRole('searchbox', { name: 'Поиск по блогу' })).toBeTruthy();
  error.mockRestore();
});

test("a post is read without the bar; in blog mode the header is the blog's own", async () => {
  await renderLayout('/blog/kak-vybrat-mikrozaim', 'blog-article', 'blog');
  expect(screen.queryByTestId('blog-navigation')).toBeNull();
  expect(screen.getByRole('link', { name: 'Блог о займах' }).getAttribute('href')).toBe('/');
  expect(loadModule).not.toHaveBeenCalled();
});

test('the layouts with the bar load its currency widget with the route; the others none', () => {
  const currency = [{ remote: 'mf_blog', module: './widgets/Currency' }];
  expect(widgetsOfLayout('blog-navigation')).toEqual(currency);
  expect(widgetsOfLayout('blog-main')).toEqual(currency);
  expect(widgetsOfLayout('blog-base')).toEqual(currency);
  expect(widgetsOfLayout('blog-article')).toEqual([]);
  expect(widgetsOfLayout('main')).toEqual([]);
});
