/**
 * What leaves the page's real API client: the bearer it sends (SPEC §4, §7), the JSON headers,
 * payloads without empty values (SPEC §5), and no token value in console output.
 */
import { inspect } from 'node:util';
import { apiClient, saveAnonymTokens } from '@microloans/platform';
import { createClientHarness, failureOf, type ClientHarness } from './client-harness';

let h: ClientHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('bearer and headers', () => {
  test('with a user token and an anonymous token the user token is sent, never the anonymous one', async () => {
    h = await createClientHarness();
    const anonym = await h.server.anonym();
    saveAnonymTokens(anonym);
    const user = await h.signInUser();
    const sent = h.recordRequests();

    const { data } = await apiClient.get<{ isActive: boolean }>('/loyalty/settings');

    // the seeded user's loyalty is active: the server saw the user, not the anonymous identity
    expect(data).toEqual({ isActive: true });
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', path: '/loyalty/settings', authorization: `Bearer ${user.token}` })]);
  });

  test('with only an anonymous token that token is sent', async () => {
    h = await createClientHarness();
    const anonym = await h.server.anonym();
    saveAnonymTokens(anonym);
    const sent = h.recordRequests();

    const { data } = await apiClient.get<{ isActive: boolean }>('/loyalty/settings');

    expect(data).toEqual({ isActive: false });
    // exactly one request: the stored anonymous token was used, no new one fetched
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', path: '/loyalty/settings', authorization: `Bearer ${anonym.token}` })]);
  });

  test('token calls carry no bearer; the retry after a refresh carries the new user token', async () => {
    h = await createClientHarness();
    const old = await h.signInUser();
    await h.expireTokens();
    const sent = h.recordRequests();

    await apiClient.get('/user/profile');

    expect(sent.map(({ method, path, authorization }) => ({ method, path, authorization }))).toEqual([
      { method: 'GET', path: '/user/profile', authorization: `Bearer ${old.token}` },
      { method: 'POST', path: '/auth/refresh-token', authorization: null },
      { method: 'GET', path: '/user/profile', authorization: `Bearer ${h.tokens().token}` },
    ]);
    expect(h.tokens().token).not.toBe(old.token);
  });

  test('every call, token calls included, carries Accept and Content-Type application/json', async () => {
    h = await createClientHarness();
    const sent = h.recordRequests();

    await apiClient.get('/companies'); // fetches the anonymous token first
    await apiClient.post('/suggestions/email', { query: 'ivan' });
    await h.signInUser();
    await apiClient.put('/user/profile', { firstName: 'Иван' });
    await apiClient.delete('/user/profile');

    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /auth/anonym',
      'GET /companies',
      'POST /suggestions/email',
      'PUT /user/profile',
      'DELETE /user/profile',
    ]);
    for (const request of sent) {
      expect(request).toMatchObject({ accept: 'application/json', contentType: 'application/json' });
    }
  });
});

describe('payloads', () => {
  test('empty values are removed from JSON bodies, so the server leaves those fields alone', async () => {
    h = await createClientHarness();
    await h.signInUser();
    const payload = { firstName: 'Пётр', lastName: '', middleName: null, companyName: undefined };

    const response = await apiClient.put<Record<string, unknown>>('/user/profile', payload);

    const sentBody: unknown = response.config.data;
    expect(typeof sentBody === 'string' ? JSON.parse(sentBody) : sentBody).toEqual({ firstName: 'Пётр' });
    // dev-api turns a present "" / null into null: the names survived, so they were never sent
    expect(response.data).toMatchObject({ firstName: 'Пётр', lastName: 'Петров', middleName: 'Сергеевич' });
    // the caller's object is not changed
    expect(payload).toEqual({ firstName: 'Пётр', lastName: '', middleName: null, companyName: undefined });
  });
});

describe('secrecy', () => {
  const consoleMethods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

  test('no token value reaches console output during a refresh cycle and a failed refresh', async () => {
    const spies = consoleMethods.map((method) => jest.spyOn(console, method).mockImplementation(() => undefined));
    try {
      h = await createClientHarness();
      const sent = h.recordRequests();

      // full refresh cycle for concurrent callers
      const first = await h.signInUser();
      await h.expireTokens();
      await Promise.all([apiClient.get('/user/profile'), apiClient.get('/user/profile'), apiClient.get('/loyalty/settings')]);
      const refreshed = h.tokens();
      expect(refreshed.token).not.toBe(first.token);

      // failed refresh: the user session ends and an anonymous token is fetched
      await h.expireTokens();
      await h.fault({ path: '/auth/refresh-token', method: 'POST', status: 401 });
      // (a call made for the user is not retried as anonymous: it fails)
      await failureOf(apiClient.get('/loyalty/settings'));
      const after = h.tokens();
      expect(h.sessionsLost()).toBe(1);
      expect(after.anonym_token).toEqual(expect.any(String));

      // a failure that toasts, for good measure
      await h.fault({ path: '/companies', method: 'GET', status: 500 });
      const failure = await failureOf(apiClient.get('/companies'));

      const secrets = [
        first.token,
        first.refresh_token,
        refreshed.token,
        refreshed.refresh_token,
        after.anonym_token,
        after.anonym_refresh_token,
        ...sent.map((request) => request.authorization?.replace('Bearer ', '')),
      ].filter((value): value is string => typeof value === 'string' && value !== '');
      expect(secrets.length).toBeGreaterThanOrEqual(6);

      const printed = spies.flatMap((spy) => spy.mock.calls.flat().map((argument: unknown) => inspect(argument, { depth: Infinity })));
      const shown = [...printed, inspect(h.toasts, { depth: Infinity }), inspect(failure, { depth: Infinity })];
      for (const secret of secrets) {
        for (const text of shown) expect(text).not.toContain(secret);
      }
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
