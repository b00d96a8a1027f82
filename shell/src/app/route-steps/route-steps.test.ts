import { findRedirect } from './server-redirects';
import { isBlocked } from './blocked-routes';
import { saveQueryParams } from './query-params';

test('get_params keeps every query parameter except q, newer values over older ones', () => {
  localStorage.clear();
  saveQueryParams('?utm_source=ya&q=займ&type=loans');
  saveQueryParams('?utm_source=vk');
  saveQueryParams('?q=only-search');
  expect(JSON.parse(localStorage.getItem('get_params') ?? 'null')).toEqual({ utm_source: 'vk', type: 'loans' });
});

test('redirect rules match the path with or without a trailing slash', () => {
  const rules = [{ from: '/promo', to: '/', permanent: true }];
  expect(findRedirect(rules, '/promo/')).toEqual(rules[0]);
  expect(findRedirect(rules, '/promotion')).toBeNull();
});

test('blocked routes: exact paths, and /* for a whole section', () => {
  expect(isBlocked(['/score'], '/score')).toBe(true);
  expect(isBlocked(['/score'], '/scores')).toBe(false);
  expect(isBlocked(['/profile/*'], '/profile/sections/Docs')).toBe(true);
  expect(isBlocked(['/profile/*'], '/profile')).toBe(true);
  expect(isBlocked(['/profile/*'], '/profiles')).toBe(false);
});
