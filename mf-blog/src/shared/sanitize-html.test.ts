import { sanitizeHtml } from './sanitize-html';

test('scripts, event handlers and javascript: links are removed; text stays', () => {
  const clean = sanitizeHtml(
    '<p onclick="steal()">Текст</p><script>steal()</script><a href="javascript:steal()">ссылка</a><img src="x" onerror="steal()">',
  );
  expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  expect(clean).toContain('<p>Текст</p>');
  expect(clean).toContain('ссылка');
});

test('width and height attributes are stripped', () => {
  const clean = sanitizeHtml('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="640" height="360" alt="схема">');
  expect(clean).not.toMatch(/width|height/);
  expect(clean).toContain('alt="схема"');
});
