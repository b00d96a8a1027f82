import { act, render } from '@testing-library/react';
import { applyPageMeta, applyRouteHead, documentTitle, releasePageHead, siteName, usePageMeta, type PageMeta } from '@microloans/shared-contracts/page-meta';
import { showSiteName, siteNames } from './site-name';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const openGraph = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll('meta[property^="og:"]')]
      .map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')])
      .filter(([property]) => property !== 'og:site_name' && property !== 'og:locale'),
  );

beforeEach(() => {
  document.head.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/blog/kak-vybrat-mikrozaim?utm_source=ya');
});

test("the site's name is the page's og:site_name, written for the project mode; without it, the main one", () => {
  expect(siteName()).toBe('Микрозаймы онлайн');
  showSiteName('blog');
  expect(content('meta[property="og:site_name"]')).toBe('Блог о займах');
  expect(siteName()).toBe('Блог о займах');
  showSiteName('main');
  expect(document.head.querySelectorAll('meta[property="og:site_name"]')).toHaveLength(1);
  expect(siteName()).toBe(siteNames.main);
});

test("a title is the page's own, a dash, and the site's name; the name alone when the page has none or is the site", () => {
  showSiteName('main');
  expect(documentTitle('Вход')).toBe('Вход — Микрозаймы онлайн');
  expect(documentTitle('  Как   выбрать\nзайм ')).toBe('Как выбрать займ — Микрозаймы онлайн');
  expect(documentTitle('')).toBe('Микрозаймы онлайн');
  showSiteName('blog');
  expect(documentTitle('Блог о займах')).toBe('Блог о займах');
  expect(documentTitle('Поиск по блогу')).toBe('Поиск по блогу — Блог о займах');
});

test('the description is written (one tag), and kept when a page leaves it out', () => {
  showSiteName('main');
  applyPageMeta({ title: 'Вход', description: 'Вход в личный кабинет.' });
  expect(document.title).toBe('Вход — Микрозаймы онлайн');
  expect(content('meta[name="description"]')).toBe('Вход в личный кабинет.');
  applyPageMeta({ title: 'Регистрация', description: ' Регистрация   по номеру телефона. ' });
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(content('meta[name="description"]')).toBe('Регистрация по номеру телефона.');
  applyPageMeta({ title: 'Профиль' });
  expect(content('meta[name="description"]')).toBe('Регистрация по номеру телефона.');
});

test("a post's preview tags are written with the page's address, and removed by the next page's `openGraph: null`", () => {
  showSiteName('blog');
  applyPageMeta({
    title: 'Как выбрать микрозайм',
    description: 'Пять вопросов к договору.',
    openGraph: { type: 'article', title: 'Как выбрать микрозайм', description: 'Пять вопросов к договору.', image: '/images/zaim.png' },
  });
  expect(openGraph()).toEqual({
    'og:type': 'article',
    'og:title': 'Как выбрать микрозайм',
    'og:description': 'Пять вопросов к договору.',
    'og:url': `${location.origin}/blog/kak-vybrat-mikrozaim`,
    'og:image': `${location.origin}/images/zaim.png`,
  });
  // A post without a picture has no og:image, even after one that had.
  applyPageMeta({ title: 'Без картинки', openGraph: { type: 'article', title: 'Без картинки', description: 'Текст.', image: null } });
  expect(content('meta[property="og:image"]')).toBeNull();

  applyPageMeta({ title: 'Блог', description: 'Статьи о займах.', openGraph: null });
  expect(openGraph()).toEqual({});
  expect(content('meta[property="og:site_name"]')).toBe('Блог о займах');
  expect(document.title).toBe('Блог — Блог о займах');
});

test('usePageMeta sets the head once the page knows it, and again only when it changes', () => {
  showSiteName('main');
  function Page({ meta }: { meta: PageMeta | null }) {
    usePageMeta(meta);
    return null;
  }
  document.title = 'Документ — Микрозаймы онлайн';
  const { rerender } = render(<Page meta={null} />);
  expect(document.title).toBe('Документ — Микрозаймы онлайн');
  act(() => rerender(<Page meta={{ title: 'Согласие на обработку персональных данных', description: 'Текст согласия.' }} />));
  expect(document.title).toBe('Согласие на обработку персональных данных — Микрозаймы онлайн');
  document.title = 'Чужой заголовок';
  // The same head again (a new object, equal content) is not written again.
  act(() => rerender(<Page meta={{ title: 'Согласие на обработку персональных данных', description: 'Текст согласия.' }} />));
  expect(document.title).toBe('Чужой заголовок');
});

test("the route's head, arriving late, never replaces the head the page set for its content; a new path releases it", () => {
  window.history.replaceState(null, '', '/blog/kak-vybrat-mikrozaim');
  releasePageHead();
  applyPageMeta({ title: 'Как выбрать микрозайм', description: 'Разбираем, на что смотреть.' });
  applyRouteHead('/blog/kak-vybrat-mikrozaim', { title: 'Статья', description: 'Статья блога.', openGraph: null });
  expect(document.title).toBe('Как выбрать микрозайм — Микрозаймы онлайн');

  // The reader goes on: the new path's route head applies until its page sets its own.
  window.history.replaceState(null, '', '/blog');
  releasePageHead();
  applyRouteHead('/blog', { title: 'Блог', description: 'Статьи о займах.', openGraph: null });
  expect(document.title).toBe('Блог — Микрозаймы онлайн');
});

test("the route's head is written before the address changes (the router decides first), unless that path's page set its own", () => {
  window.history.replaceState(null, '', '/blog');
  releasePageHead();
  applyRouteHead('/auth', { title: 'Вход', description: 'Вход.', openGraph: null });
  expect(document.title).toBe('Вход — Микрозаймы онлайн');
});
