/** @jest-environment node */
import { hostileHtml } from '@microloans/shared-contracts/testing';
import { scriptSafeJson, serverStateScript } from './server-state';

const closers = ['</script>', '</SCRIPT >', '<!--', '-->', '<script>', '\u2028', '\u2029', '&lt;/script&gt;'];

test('no value, however hostile, can end the state’s <script> or open a comment in it; the browser reads back the same values', () => {
  const values = [...hostileHtml, ...closers].map((text, index) => ({ [`key${index}</script>`]: text, nested: [text, { text }] }));
  for (const value of values) {
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  }
});

test('the state is one data block, which a browser never runs', () => {
  const script = serverStateScript({ scope: { 'blog.doc': hostileHtml.join('') }, loaderData: { root: null } });
  expect(script.startsWith('<script type="application/json" id="server-state">')).toBe(true);
  expect(script.match(/<\/script/gi)).toHaveLength(1);
  expect(script.endsWith('</script>')).toBe(true);
});
