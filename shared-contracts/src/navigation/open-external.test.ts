import { logWarning } from '@microloans/platform';
import { hostileUrls, insideUrls, shellOrigin } from '@microloans/shared-contracts/testing';
import { insidePathOr } from './open-external';

jest.mock('@microloans/platform', () => ({ logWarning: jest.fn(async () => undefined) }));

/**
 * The sign-in `to` (and registration's, recovery's) goes through `insidePathOr`: the browser tries a
 * sample of the corpus through the real sign-in; here every hostile target goes through the call
 * the page makes.
 */
beforeAll(() => {
  Object.defineProperty(globalThis, 'location', { value: new URL(`${shellOrigin}/auth`), configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'location');
});
beforeEach(() => jest.mocked(logWarning).mockClear());

test.each(hostileUrls.map((url) => [url]))('a `to` of %j falls back to the profile and is logged', (url) => {
  expect(insidePathOr(url, '/profile', 'sign-in-return')).toBe('/profile');
  expect(logWarning).toHaveBeenCalledWith('Переход по адресу из данных отклонён', expect.objectContaining({ source: 'sign-in-return' }));
});

test.each(insideUrls.map(([target, path]) => [target, path]))('a `to` of %j leads to %j, nothing logged', (target, path) => {
  expect(insidePathOr(target, '/profile', 'sign-in-return')).toBe(path);
  expect(logWarning).not.toHaveBeenCalled();
});

test('no `to` at all is the fallback, and nothing to log', () => {
  for (const absent of [null, undefined, '']) expect(insidePathOr(absent, '/profile', 'sign-in-return')).toBe('/profile');
  expect(logWarning).not.toHaveBeenCalled();
});
