import { expect, test, type APIRequestContext } from '@playwright/test';
import { devApiUrl, seededLeads } from '../lib/dev-api';

/**
 * What the server answers before any script runs, as a search engine, a link preview or `curl`
 * reads it: each page's status, title, description, canonical address and preview tags (the render
 * host, behind the shell's web server), `/robots.txt` and `/sitemap.xml` built from the API.
 */
const origin = 'http://127.0.0.1:3000';

/** The page's head as sent: the tags a crawler reads. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`))?.[1] ?? null;
  return {
    status: response.status(),
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null,
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('description'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1] ?? null,
    ogTitle: meta('og:title'),
    ogType: meta('og:type'),
    ogUrl: meta('og:url'),
  };
}

test('each public page arrives with its own status, title, description, canonical address and preview tags', async ({ request }) => {
  const pages: Array<[path: string, title: string, canonicalPath: string, type?: string]> = [
    ['/', 'Займы онлайн на карту — Микрозаймы онлайн', '/'],
    ['/auth', 'Вход — Микрозаймы онлайн', '/auth'],
    ['/auth/registration', 'Регистрация — Микрозаймы онлайн', '/auth/registration'],
    ['/confirmation?type=loans', 'Заявка на займ — Микрозаймы онлайн', '/confirmation'],
    ['/blog', 'Блог — Микрозаймы онлайн', '/blog'],
    ['/blog/kak-vybrat-mikrozaim', 'Статья — Микрозаймы онлайн', '/blog/kak-vybrat-mikrozaim', 'article'],
    ['/docs/privacy-agreement', 'Документ — Микрозаймы онлайн', '/docs/privacy-agreement'],
    [`/shopwindow?scenario=lead&uuid=${seededLeads.approved}`, 'Предложения займов — Микрозаймы онлайн', '/shopwindow'],
  ];
  for (const [path, title, canonicalPath, type = 'website'] of pages) {
    const head = await headOf(request, path);
    expect(head, path).toEqual({
      status: 200,
      title,
      titles: 1,
      description: expect.stringMatching(/^[А-ЯЁ].{20,}\.$/),
      canonical: `${origin}${canonicalPath}`,
      ogTitle: title,
      ogType: type,
      ogUrl: `${origin}${canonicalPath}`,
    });
  }
});

test('a path no route has is an HTTP 404 with the «not found» head and no address of its own', async ({ request }) => {
  expect(await headOf(request, '/no/such/page')).toMatchObject({ status: 404, title: 'Страница не найдена — Микрозаймы онлайн', canonical: null, ogUrl: null });
});

test('robots.txt closes the borrower’s pages and points to the sitemap; the sitemap lists every post, category and document from the API', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = await robots.text();
  for (const closed of ['/profile', '/history', '/score', '/loyalty', '/personal-offers', '/shopwindow', '/pdl/', '/ops']) expect(rules).toContain(`Disallow: ${closed}\n`);
  expect(rules).not.toMatch(/Disallow: \/(blog|docs|auth|confirmation)?\n/);
  expect(rules).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(origin, ''));

  // What the API has, read as a visitor would.
  const { token } = (await (await request.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
  const asVisitor = { headers: { Authorization: `Bearer ${token}` } };
  const feed = (await (await request.get(`${devApiUrl}/blog/posts?limit=50`, asVisitor)).json()) as { posts: Array<{ slug: string }>; total: number };
  const categories = (await (await request.get(`${devApiUrl}/blog/categories`, asVisitor)).json()) as { categories: Array<{ slug: string }> };
  expect(feed.total).toBeLessThanOrEqual(50);
  expect(listed).toEqual(
    expect.arrayContaining([
      '/',
      '/blog',
      '/confirmation?type=loans',
      '/docs/privacy-agreement',
      '/docs/mailing-agreement',
      '/ll/zaim-na-kartu',
      ...feed.posts.map((post) => `/blog/${post.slug}`),
      ...categories.categories.map((category) => `/blog/category/${category.slug}`),
    ]),
  );
  expect(listed.filter((path) => /^\/blog\/(?!category\/)/.test(path))).toHaveLength(feed.total);
  expect(new Set(listed).size).toBe(listed.length);
});
