/**
 * @jest-environment jsdom
 */
import { readTokens } from './api';
import { readCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const name of ['token', 'refresh_token', 'anonym_token', 'cid']) document.cookie = `${name}=; path=/; max-age=0`;
});

test('reads the cookie named, decoded, among others and whatever the spacing', () => {
  expect(readCookie('token', 'anonym_token=a1; token=t%20one;refresh_token=r1')).toBe('t one');
  expect(readCookie('refresh_token', 'anonym_token=a1; token=t%20one;refresh_token=r1')).toBe('r1');
  expect(readCookie('cid', 'anonym_token=a1')).toBeNull();
  expect(readCookie('token', 'token=')).toBeNull();
});

test('a malformed value never throws: it reads as no cookie', () => {
  expect(() => readCookie('token', 'token=%E0%A4%A')).not.toThrow();
  expect(readCookie('token', 'token=%E0%A4%A')).toBeNull();
});

test('a malformed token cookie does not break the client: the tokens read as absent', () => {
  document.cookie = 'token=%E0%A4%A; path=/';
  document.cookie = 'anonym_token=anon-1; path=/';
  expect(() => readTokens()).not.toThrow();
  expect(readTokens()).toMatchObject({ token: null, anonym_token: 'anon-1' });
});

test('writes a site-wide cookie, encoded, and removes it', () => {
  writeCookie('cid', 'a b', 60);
  expect(readCookie('cid')).toBe('a b');
  writeCookie('cid', null, 60);
  expect(readCookie('cid')).toBeNull();
});
