import { expect, test, type APIRequestContext } from '@playwright/test';
import { disguisedExternalUrls, hostileHtml, hostileUrls } from '@microloans/shared-contracts/testing';
import { watchDepartures } from '../lib/departures';
import { devApiUrl, redirectRulesApplied, resetDevApi, seededLeads } from '../lib/dev-api';
import { shellOrigin } from '../lib/product';

/**
 * What the server answers before any script runs, as a search engine, a link preview or `curl`
 * reads it: each page's status, title, description, canonical address and preview tags (the render
 * host, behind the shell's web server), `/robots.txt` and `/sitemap.xml` built from the API.
 */
const origin = shellOrigin;

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
  // [path, the page's own title, canonical path, og:type]; a content page's title is its content's.
  const pages: Array<[path: string, title: string, canonicalPath: string, type?: string]> = [
    ['/', 'Займы онлайн на карту', '/'],
    ['/auth', 'Вход', '/auth'],
    ['/auth/registration', 'Регистрация', '/auth/registration'],
    ['/confirmation?type=loans', 'Заявка на займ', '/confirmation'],
    ['/blog', 'Блог', '/blog'],
    ['/blog/category/bezopasnost', 'Безопасность', '/blog/category/bezopasnost'],
    ['/blog/kak-vybrat-mikrozaim', 'Как выбрать микрозайм и не переплатить', '/blog/kak-vybrat-mikrozaim', 'article'],
    ['/docs/privacy-agreement', 'Согласие на обработку персональных данных', '/docs/privacy-agreement'],
    ['/ll/zaim-na-kartu', 'Займ на карту онлайн — решение за 1 день', '/ll/zaim-na-kartu'],
    [`/shopwindow?scenario=lead&uuid=${seededLeads.approved}`, 'Предложения займов', '/shopwindow'],
  ];
  for (const [path, title, canonicalPath, type = 'website'] of pages) {
    const head = await headOf(request, path);
    expect(head, path).toEqual({
      status: 200,
      title: `${title} — Микрозаймы онлайн`,
      titles: 1,
      description: expect.stringMatching(/^[А-ЯЁ].{10,}\.$/),
      canonical: `${origin}${canonicalPath}`,
      ogTitle: title,
      ogType: type,
      ogUrl: `${origin}${canonicalPath}`,
    });
  }
  // A post's preview is its own: its excerpt.
  expect((await headOf(request, '/blog/kak-vybrat-mikrozaim')).description).toMatch(/^Разбираем, на что смотреть/);
});

test('a path no route has, and a post, category, document or content page the API does not have, is an HTTP 404 with the «not found» screen', async ({ request, page }) => {
  for (const path of ['/no/such/page', '/blog/no-such-post', '/blog/category/no-such-category', '/docs/no-such-document', '/ll/no-such-page']) {
    expect(await headOf(request, path), path).toMatchObject({ status: 404, title: 'Страница не найдена — Микрозаймы онлайн', canonical: null, ogUrl: null });
  }
  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
});

test('a title from the API is only text in the HTML the server sends: the whole XSS corpus as a document’s title runs nothing', async ({ request, page }) => {
  await resetDevApi(request);
  await request.post(`${devApiUrl}/__dev/docs`, { data: { slug: 'hostile-title', title: hostileHtml.join(' '), body: '<p>Текст</p>' } });
  const html = await (await request.get('/docs/hostile-title')).text();
  const sentHead = html.slice(0, html.indexOf('</head>'));
  const liveHead = (await (await request.get('/docs/privacy-agreement')).text()).split('</head>')[0]!;
  // The head holds the same elements as another document's: the title added none.
  const tags = (head: string) => [...head.matchAll(/<([a-z]+)[\s>]/g)].map((match) => match[1]).sort();
  expect(tags(sentHead)).toEqual(tags(liveHead));
  expect(sentHead.match(/<title>([^<]*)<\/title>/)?.[1]).toContain('&lt;script');
  const departures = await watchDepartures(page);
  await page.goto('/docs/hostile-title');
  await expect(page.getByTestId('doc-body')).toContainText('Текст');
  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
});

test('a server-defined redirect to a path of the site is an HTTP redirect; no rule, however hostile, sends a visitor off the site from the server', async ({ request }) => {
  await resetDevApi(request);
  const rules = [
    { from: '/stary-adres', to: '/docs/privacy-agreement', permanent: true },
    { from: '/akciya', to: '/auth?to=%2Fprofile' },
    ...hostileUrls.map((to, index) => ({ from: `/go-${index}`, to })),
    ...disguisedExternalUrls.map((to, index) => ({ from: `/ext-${index}`, to, external: true })),
  ];
  // Every render worker reads the rules again within 5 s.
  await redirectRulesApplied(request, rules);
  expect((await request.get('/stary-adres', { maxRedirects: 0 })).headers().location).toBe('/docs/privacy-agreement');
  const temporary = await request.get('/akciya', { maxRedirects: 0 });
  expect([temporary.status(), temporary.headers().location]).toEqual([302, '/auth?to=%2Fprofile']);
  for (const rule of rules.slice(2)) {
    const answer = await request.get(rule.from, { maxRedirects: 0 });
    const location = answer.headers().location;
    // Either the page (the browser asks or refuses), or a path of this site.
    if (location !== undefined) expect([rule.to, new URL(location, origin).origin, location]).toEqual([rule.to, origin, expect.stringMatching(/^\/(?![/\\])/)]);
  }
});

test('robots.txt closes the signed-in borrower’s pages and points to the sitemap; the sitemap lists every post, category and document from the API', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = await robots.text();
  for (const closed of ['/profile', '/history', '/score', '/loyalty', '/personal-offers', '/r/', '/ops']) expect(rules).toContain(`Disallow: ${closed}\n`);
  // Nothing public is closed: not the whole site, not a public page.
  expect(rules).not.toMatch(/^Disallow: \/(blog|docs|auth|confirmation|shopwindow|pdl|ll)?(\/|$)/m);
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
