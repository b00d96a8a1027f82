/** @jest-environment node */
import { disguisedExternalUrls, hostileUrls } from '@microloans/shared-contracts/testing';
import { serverRedirect } from './redirects';

const origin = 'https://example.ru';
const at = (path: string) => new URL(path, origin);

test('a rule to a path of the site is an HTTP redirect there: 302, or 301 when the rule is permanent', () => {
  expect(serverRedirect(at('/old'), [{ from: '/old', to: '/docs/privacy-agreement' }])).toEqual({ status: 302, location: '/docs/privacy-agreement' });
  expect(serverRedirect(at('/old/'), [{ from: '/old', to: '/auth?to=%2Fprofile', permanent: true }])).toEqual({ status: 301, location: '/auth?to=%2Fprofile' });
  // An absolute address of this site is a path of it.
  expect(serverRedirect(at('/old'), [{ from: '/old', to: `${origin}/blog` }])).toEqual({ status: 302, location: '/blog' });
});

test('no rule, a rule to its own page (a loop), or a rule to another site: no HTTP redirect (the page decides, asking or refusing)', () => {
  expect(serverRedirect(at('/auth'), [{ from: '/old', to: '/blog' }])).toBeNull();
  expect(serverRedirect(at('/old'), [{ from: '/old', to: '/old?again=1' }])).toBeNull();
  expect(serverRedirect(at('/old'), [{ from: '/old', to: 'https://partner.example/', external: true }])).toBeNull();
});

test('the whole hostile corpus, marked external or not: never a Location that leaves the site or is not a plain path', () => {
  for (const external of [false, true]) {
    for (const [index, to] of [...hostileUrls, ...disguisedExternalUrls].entries()) {
      const answer = serverRedirect(at(`/go-${index}`), [{ from: `/go-${index}`, to, external }]);
      if (!answer) continue;
      expect([to, answer.location]).toEqual([to, expect.stringMatching(/^\/(?![/\\])/)]);
      expect([to, new URL(answer.location, origin).origin]).toEqual([to, origin]);
    }
  }
});
