import { findRedirect } from './server-redirects';
import { keepReferralCode, readReferralCode } from './referral';
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

test.each([
  ['FRIEND42', 'FRIEND42'],
  ['ivan.petrov', 'ivan.petrov'],
  ['abc%2Ddef', 'abc-def'],
  ['a_b-c.d', 'a_b-c.d'],
  ['x'.repeat(64), 'x'.repeat(64)],
])('the referral segment %j is the code %j', (segment, code) => {
  expect(readReferralCode(segment)).toBe(code);
});

test.each([
  ['abc%252Ddef'],
  ['%E0%A4%A'],
  ['x'.repeat(65)],
  [''],
  ['<script>'],
  ['%2F%2Fevil.example'],
  ['код'],
  ['a%20b'],
])('the referral segment %j is refused', (segment) => {
  expect(readReferralCode(segment)).toBeNull();
});

test('a refused code is not stored and is logged', () => {
  localStorage.clear();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  keepReferralCode('abc%252Ddef');
  expect(localStorage.getItem('ref')).toBeNull();
  expect(warn).toHaveBeenCalledWith('[logger] WARN: Реферальный код отклонён', { code: 'abc%252Ddef' });
  warn.mockRestore();
  keepReferralCode('abc%2Ddef');
  expect(localStorage.getItem('ref')).toBe(JSON.stringify('abc-def'));
});
