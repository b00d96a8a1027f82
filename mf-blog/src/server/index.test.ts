/** @jest-environment node */
import { allSettled, fork, type Scope } from 'effector';
import type { ApiError, ApiQuery } from '@microloans/platform';
import { categoriesQuery, postQuery } from '../entities/post';
import { postApi } from '../entities/post/api';
import { contentPageQuery } from '../pages/content-page';
import { contentPageApi } from '../pages/content-page/api';
import { docQuery } from '../pages/doc';
import { docApi } from '../pages/doc/api';
import { headFromPage } from './index';

jest.mock('../entities/post/api', () => ({ postApi: { post: jest.fn(), categories: jest.fn() } }));
jest.mock('../pages/doc/api', () => ({ docApi: { doc: jest.fn() } }));
jest.mock('../pages/content-page/api', () => ({ contentPageApi: { page: jest.fn() } }));

const post = { title: 'Как выбрать микрозайм', excerpt: 'Пять правил.', coverUrl: 'https://example.ru/c.png' };
const category = { id: 1, slug: 'bezopasnost', title: 'Безопасность', description: 'Как не попасть к мошенникам.', postsCount: 3 };

beforeEach(() => {
  jest.mocked(postApi.post).mockImplementation(answer({ 'kak-vybrat': { post, related: [] } }) as typeof postApi.post);
  jest.mocked(postApi.categories).mockResolvedValue({ categories: [category] } as never);
  jest.mocked(docApi.doc).mockImplementation(answer(docs) as typeof docApi.doc);
  jest.mocked(contentPageApi.page).mockImplementation(answer(contentPages) as typeof contentPageApi.page);
});

const docs: Record<string, unknown> = { 'privacy-agreement': { slug: 'privacy-agreement', title: 'Согласие на обработку данных', body: '', updatedAt: '' } };
const contentPages: Record<string, unknown> = { 'zaim-na-kartu': { slug: 'zaim-na-kartu', title: 'Займ на карту', body: '', updatedAt: '', seo: { title: 'Займ на карту онлайн', description: 'За 15 минут.' } } };
const notFound: ApiError = { kind: 'http', status: 404, message: 'Не найдено', code: null };
const serverDown: ApiError = { kind: 'server', status: 503, message: 'Упс' };
const answer = (known: Record<string, unknown>) => async (slug: string) => {
  if (slug === 'down') throw serverDown;
  if (!(slug in known)) throw notFound;
  return known[slug];
};

/** The page's scope as its data step leaves it: the query run against an API that knows one of each. */
async function drawnWith<Params, Data>(query: ApiQuery<Params, Data>, params: Params): Promise<Scope> {
  const scope = fork();
  await allSettled(query.start, { scope, params });
  return scope;
}

test('a post, a document, a content page and a category are worded from the data their page was drawn with', async () => {
  expect(headFromPage('blogArticle', { slug: 'kak-vybrat' }, await drawnWith(postQuery, 'kak-vybrat'))).toEqual({
    status: 200,
    title: post.title,
    description: post.excerpt,
    openGraph: { type: 'article', image: post.coverUrl },
  });
  expect(headFromPage('docsSlug', { slug: 'privacy-agreement' }, await drawnWith(docQuery, 'privacy-agreement'))).toEqual({ status: 200, title: 'Согласие на обработку данных' });
  expect(headFromPage('llSlug', { slug: 'zaim-na-kartu' }, await drawnWith(contentPageQuery, 'zaim-na-kartu'))).toEqual({ status: 200, title: 'Займ на карту онлайн', description: 'За 15 минут.' });
  expect(headFromPage('blogCategory', { category: 'bezopasnost' }, await drawnWith(categoriesQuery, undefined))).toEqual({
    status: 200,
    title: 'Безопасность',
    description: 'Как не попасть к мошенникам.',
  });
});

test('content the API does not have is a 404; a category the list does not name is one too', async () => {
  expect(headFromPage('blogArticle', { slug: 'no-such-post' }, await drawnWith(postQuery, 'no-such-post'))).toEqual({ status: 404 });
  expect(headFromPage('docsSlug', { slug: 'no-such-doc' }, await drawnWith(docQuery, 'no-such-doc'))).toEqual({ status: 404 });
  expect(headFromPage('llSlug', { slug: 'no-such-page' }, await drawnWith(contentPageQuery, 'no-such-page'))).toEqual({ status: 404 });
  expect(headFromPage('blogCategory', { category: 'no-such-category' }, await drawnWith(categoriesQuery, undefined))).toEqual({ status: 404 });
});

test('data that did not arrive (late, or another failure) says nothing: the route’s own head goes out and the browser words the page', async () => {
  expect(headFromPage('blogArticle', { slug: 'kak-vybrat' }, fork())).toBeNull();
  expect(headFromPage('blogArticle', { slug: 'down' }, await drawnWith(postQuery, 'down'))).toBeNull();
  expect(headFromPage('blogCategory', { category: 'bezopasnost' }, fork())).toBeNull();
});

test('routes the blog shows no content of add nothing', () => {
  expect(headFromPage('blog', {}, fork())).toBeNull();
  expect(headFromPage('blogSearch', {}, fork())).toBeNull();
});
