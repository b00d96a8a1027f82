import { internalPath, isExternalUrl } from './external-url';

const origin = 'http://127.0.0.1:3000';

test.each([
  'https://evil.example/',
  'http://127.0.0.1:3001/',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java%0ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'HTTPS://evil.example',
  'http:evil.example',
  '\u0000//evil.example',
  ' //evil.example',
  '/\t/evil.example',
  'mailto:someone@example.org',
])('%j is external', (url) => {
  expect(isExternalUrl(url, origin)).toBe(true);
  expect(internalPath(url, origin)).toBeNull();
});

test.each([
  ['/', '/'],
  ['/profile', '/profile'],
  ['/confirmation?type=loans', '/confirmation?type=loans'],
  ['profile', '/profile'],
  ['http://127.0.0.1:3000/auth?to=%2Fprofile', '/auth?to=%2Fprofile'],
  ['/docs/privacy-agreement#p2', '/docs/privacy-agreement#p2'],
])('%j stays inside as %j', (url, path) => {
  expect(isExternalUrl(url, origin)).toBe(false);
  expect(internalPath(url, origin)).toBe(path);
});
