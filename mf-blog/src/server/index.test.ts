/** @jest-environment node */
import type { ServerApi } from '@microloans/shared-contracts/remotes';
import { pageHead } from './index';

const post = { title: 'Как выбрать микрозайм', excerpt: 'Пять правил.', coverUrl: 'https://example.ru/c.png' };

/** An API that knows one post, one document, one content page and one category; anything else is a 404. */
function contentApi(failWith?: number): ServerApi & { asked: string[] } {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    '/blog/posts/kak-vybrat': { post, related: [] },
    '/docs/privacy-agreement': { slug: 'privacy-agreement', title: 'Согласие на обработку данных', body: '', updatedAt: '' },
    '/ll/zaim-na-kartu': { slug: 'zaim-na-kartu', title: 'Займ на карту', body: '', updatedAt: '', seo: { title: 'Займ на карту онлайн', description: 'За 15 минут.' } },
    '/blog/categories': { categories: [{ id: 1, slug: 'bezopasnost', title: 'Безопасность', description: 'Как не попасть к мошенникам.', postsCount: 3 }] },
  };
  return {
    asked,
    get: async <Data,>(path: string) => {
      asked.push(path);
      if (failWith) throw Object.assign(new Error(`API ${path}: ${failWith}`), { status: failWith });
      if (!(path in answers)) throw Object.assign(new Error(`API ${path}: 404`), { status: 404 });
      return answers[path] as Data;
    },
  };
}

test('a post, a document, a content page and a category have the heads their pages set in the browser', async () => {
  const api = contentApi();
  expect(await pageHead('blogArticle', { slug: 'kak-vybrat' }, api)).toEqual({
    status: 200,
    title: post.title,
    description: post.excerpt,
    openGraph: { type: 'article', image: post.coverUrl },
  });
  expect(await pageHead('docsSlug', { slug: 'privacy-agreement' }, api)).toEqual({ status: 200, title: 'Согласие на обработку данных' });
  expect(await pageHead('llSlug', { slug: 'zaim-na-kartu' }, api)).toEqual({ status: 200, title: 'Займ на карту онлайн', description: 'За 15 минут.' });
  expect(await pageHead('blogCategory', { category: 'bezopasnost' }, api)).toEqual({ status: 200, title: 'Безопасность', description: 'Как не попасть к мошенникам.' });
});

test('content the API does not have is a 404', async () => {
  const api = contentApi();
  for (const [route, params] of [
    ['blogArticle', { slug: 'no-such-post' }],
    ['docsSlug', { slug: 'no-such-doc' }],
    ['llSlug', { slug: 'no-such-page' }],
    ['blogCategory', { category: 'no-such-category' }],
  ] as const) {
    expect([route, await pageHead(route, params, api)]).toEqual([route, { status: 404 }]);
  }
});

test('a slug is one path segment however it is written: it never reaches another endpoint', async () => {
  const api = contentApi();
  for (const slug of ['../../user/profile', '..%2F..%2Fuser', 'a?b=c', 'a#b', '%00']) {
    expect(await pageHead('blogArticle', { slug }, api)).toEqual({ status: 404 });
  }
  expect(api.asked.every((path) => /^\/blog\/posts\/[^/?#]+$/.test(path))).toBe(true);
});

test('a failure other than «not found» is the caller’s to handle (the route’s own head goes out)', async () => {
  await expect(pageHead('blogArticle', { slug: 'kak-vybrat' }, contentApi(503))).rejects.toMatchObject({ status: 503 });
});

test('routes the blog shows no content of add nothing', async () => {
  expect(await pageHead('blog', {}, contentApi())).toBeNull();
  expect(await pageHead('blogSearch', {}, contentApi())).toBeNull();
});
