/**
 * @jest-environment jsdom
 */
import { allSettled, fork } from 'effector';
import { platformStorageKeys as storageKeys } from '../storage';
import { $clientUuid, appStarted } from './model';
import { isBotUserAgent } from './visit-tracking';

const trackerUrl = 'http://127.0.0.1:4000/visit';
const chrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const issued = '5b0e6f3e-8a51-4c1d-9d7e-2f4a3c6b1a00';

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn((url: URL) =>
    Promise.resolve({
      ok: true,
      json: () => Promise.resolve({ clientUuid: url.searchParams.get('clientUuid') ?? issued }),
    }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

test('a first visit asks the tracker, stores the clientUuid and puts it in the session', async () => {
  const scope = fork();
  await allSettled(appStarted, { scope, params: { visitTracking: { url: trackerUrl, userAgent: chrome } } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(scope.getState($clientUuid)).toBe(issued);
  expect(JSON.parse(localStorage.getItem(storageKeys.clientUuid) ?? 'null')).toBe(issued);
});

test('a returning visitor sends the id it has and keeps it', async () => {
  localStorage.setItem(storageKeys.clientUuid, JSON.stringify('11111111-2222-4333-8444-555555555555'));
  const scope = fork();
  await allSettled(appStarted, { scope, params: { visitTracking: { url: trackerUrl, userAgent: chrome } } });
  const [url] = fetchMock.mock.calls[0] as [URL];
  expect(url.searchParams.get('clientUuid')).toBe('11111111-2222-4333-8444-555555555555');
  expect(scope.getState($clientUuid)).toBe('11111111-2222-4333-8444-555555555555');
});

test('bots are not tracked', async () => {
  const scope = fork();
  const yandexBot = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
  await allSettled(appStarted, { scope, params: { visitTracking: { url: trackerUrl, userAgent: yandexBot } } });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(scope.getState($clientUuid)).toBeNull();
});

test('a failing tracker does not break the start and sends nothing else', async () => {
  fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
  const scope = fork();
  await allSettled(appStarted, { scope, params: { visitTracking: { url: trackerUrl, userAgent: chrome } } });
  expect(scope.getState($clientUuid)).toBeNull();
  expect(localStorage.getItem(storageKeys.clientUuid)).toBeNull();
});

test.each([
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
  ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
  ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
  ['facebookexternalhit/1.1', true],
  ['TelegramBot (like TwitterBot)', true],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36', true],
  ['curl/8.5.0', true],
  ['python-requests/2.32.3', true],
  [chrome, false],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', false],
  // A phone whose model name ends in «bot»: a borrower, not a crawler.
  ['Mozilla/5.0 (Linux; Android 12; CUBOT NOTE 20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36', false],
])('isBotUserAgent(%s) is %s', async (userAgent, expected) => {
  await expect(isBotUserAgent(userAgent)).resolves.toBe(expected);
});
