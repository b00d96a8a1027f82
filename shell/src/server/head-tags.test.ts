/** @jest-environment node */
import { withHead, type ServerHead } from './head-tags';

// index.html as the production build writes it (minified: no `/>`).
const builtIndexHtml =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="description" content="Главная."><meta property="og:site_name" content="Микрозаймы онлайн"><meta property="og:locale" content="ru_RU"><title>Займы онлайн на карту — Микрозаймы онлайн</title><style>.a{}</style></head><body><div id="root"></div></body></html>';

const head: ServerHead = {
  title: 'Вход',
  description: 'Вход в личный кабинет.',
  siteName: 'Микрозаймы онлайн',
  canonical: 'https://example.ru/auth',
  type: 'website',
};

test('the page gets its own title, description, canonical address and preview tags, each once', () => {
  const html = withHead(builtIndexHtml, head);
  expect(html).toContain('<title>Вход — Микрозаймы онлайн</title>');
  expect(html).toContain('<meta name="description" content="Вход в личный кабинет." />');
  expect(html).toContain('<link rel="canonical" href="https://example.ru/auth" />');
  expect(html).toContain('<meta property="og:url" content="https://example.ru/auth" />');
  expect(html).toContain('<meta property="og:title" content="Вход" />');
  expect(html).toContain('<meta property="og:type" content="website" />');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/name="description"/g)).toHaveLength(1);
  expect(html.match(/og:site_name/g)).toHaveLength(1);
  // The rest of the page is as built.
  expect(html).toContain('<meta property="og:locale" content="ru_RU">');
  expect(html).toContain('<style>.a{}</style></head><body><div id="root"></div></body></html>');
  // Written again (a page answered twice), nothing doubles.
  expect(withHead(html, head)).toBe(html);
});

test('nothing in a head can end its tag or open another', () => {
  const hostile = '</title><script>alert(1)</script>" onload="alert(2)';
  const html = withHead(builtIndexHtml, { ...head, title: hostile, description: hostile, canonical: `https://example.ru/"><script>alert(3)</script>` });
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('" onload="');
  expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;alert(2) — Микрозаймы онлайн</title>');
});

test('a page without a title is refused, not sent as if it had one', () => {
  expect(() => withHead('<html><head></head></html>', head)).toThrow('нет <title>');
});
