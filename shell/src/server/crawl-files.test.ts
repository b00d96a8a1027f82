/** @jest-environment node */
import { robotsTxt, sitemapPaths, sitemapXml, type SitemapSource } from './crawl-files';

test('robots.txt closes the signed-in borrower’s pages, referral redirects and the operators’ page, opens the rest, and says where the sitemap is', () => {
  const robots = robotsTxt('https://example.ru');
  const closed = robots.split('\n').filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
  expect(closed).toEqual(['/history', '/loyalty', '/ops', '/personal-offers', '/profile', '/r/', '/score']);
  expect(robots).toMatch(/^User-agent: \*\n/);
  expect(robots).toContain('\nSitemap: https://example.ru/sitemap.xml\n');
});

const source: SitemapSource = {
  categorySlugs: async () => ['bezopasnost'],
  postSlugs: async () => ['kak-vybrat-mikrozaim', 'a&b <c>'],
  docSlugs: async () => ['privacy-agreement'],
  landingPageSlugs: async () => ['zaim-na-kartu'],
};

test('the sitemap lists the fixed public pages, then the categories, posts, documents and content pages', async () => {
  expect(await sitemapPaths(source)).toEqual([
    '/',
    '/auth',
    '/auth/registration',
    '/confirmation?type=loans',
    '/blog',
    '/blog/category/bezopasnost',
    '/blog/kak-vybrat-mikrozaim',
    '/blog/a%26b%20%3Cc%3E',
    '/docs/privacy-agreement',
    '/ll/zaim-na-kartu',
  ]);
  // A blog-mode site is the blog alone.
  expect(await sitemapPaths(source, 'blog')).toEqual(['/', '/blog/category/bezopasnost', '/blog/kak-vybrat-mikrozaim', '/blog/a%26b%20%3Cc%3E', '/docs/privacy-agreement']);
});

test('the sitemap is XML whose addresses are escaped', async () => {
  const xml = sitemapXml('https://example.ru', ['/', '/confirmation?type=loans&x=<y>']);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  expect(xml).toContain('<url><loc>https://example.ru/</loc></url>');
  expect(xml).toContain('<url><loc>https://example.ru/confirmation?type=loans&amp;x=&lt;y&gt;</loc></url>');
});
