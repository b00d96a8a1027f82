import { links } from '@microloans/shared-contracts/routes';
import { guardRedirect, type GuardFacts } from './guard-redirect';

const visitor: GuardFacts = { isAuthenticated: false, pathname: '/profile', search: '?tab=1', projectMode: 'main' };

test('a borrower’s page without a session goes to sign-in, returning to where they were', () => {
  expect(guardRedirect(['protect'], visitor)).toBe(links.authReturningTo('/profile?tab=1'));
  expect(guardRedirect(['protect'], { ...visitor, isAuthenticated: true })).toBeNull();
});

test('the shop window opens only for a known application', () => {
  const at = (search: string) => guardRedirect(['shopwindow'], { ...visitor, pathname: '/shopwindow', search });
  expect(at('?scenario=lead')).toBe(links.applyForLoan);
  expect(at('?scenario=other&uuid=u')).toBe(links.applyForLoan);
  expect(at('?scenario=lead&uuid=u')).toBeNull();
  expect(at('?scenario=pdl_duplicate&uuid=u')).toBeNull();
});

test('a lending route of a blog-mode site goes to its main page, before anything else is asked', () => {
  expect(guardRedirect(['blog-protect', 'protect'], { ...visitor, projectMode: 'blog' })).toBe('/');
  expect(guardRedirect(['blog-protect'], visitor)).toBeNull();
});

test('guards that need the API’s data decide elsewhere; no guard, no redirect', () => {
  expect(guardRedirect(['blacklist-protect', 'loyalty-protect'], visitor)).toBeNull();
  expect(guardRedirect([], visitor)).toBeNull();
});
