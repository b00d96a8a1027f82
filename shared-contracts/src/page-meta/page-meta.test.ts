/** @jest-environment node */
import { previewImageAddress, titleWithSite } from './index';

test('a title is the page’s own then the site’s; the site’s alone when the page has none or is the site', () => {
  expect(titleWithSite('Вход', 'Микрозаймы онлайн')).toBe('Вход — Микрозаймы онлайн');
  expect(titleWithSite('  Как   выбрать\nзайм ', 'Микрозаймы онлайн')).toBe('Как выбрать займ — Микрозаймы онлайн');
  expect(titleWithSite('', 'Блог о займах')).toBe('Блог о займах');
  expect(titleWithSite('Блог о займах', 'Блог о займах')).toBe('Блог о займах');
});

test('a preview picture is an absolute http(s) address, resolved against the site; anything else is none', () => {
  expect(previewImageAddress('/covers/a.png', 'https://example.ru')).toBe('https://example.ru/covers/a.png');
  expect(previewImageAddress('https://cdn.example/a.png', 'https://example.ru')).toBe('https://cdn.example/a.png');
  for (const hostile of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'vbscript:x', 'http://[::1', 'file:///etc/passwd', '', null, undefined]) {
    expect([hostile, previewImageAddress(hostile, 'https://example.ru')]).toEqual([hostile, null]);
  }
});
