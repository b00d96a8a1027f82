import { documentBodyHtml } from './lib';

test('the body loses its own leading h1 and anything unsafe, and keeps the rest', () => {
  const html = documentBodyHtml('<h1>Согласие</h1><p onclick="x()">Текст</p><h2>Цели</h2><script>x()</script>');
  expect(html).toBe('<p>Текст</p><h2>Цели</h2>');
});

test('a body that starts with something else is kept whole', () => {
  expect(documentBodyHtml('<p>Вступление</p><h1>Раздел</h1>')).toBe('<p>Вступление</p><h1>Раздел</h1>');
});
