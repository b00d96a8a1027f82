/**
 * Token life cycle of the page's real API client against the real dev-api (SPEC §4, §7, §9):
 * one refresh for many callers, a failed user refresh, the anonymous token fetch and its retries,
 * and the single retry after a 401.
 */
import { apiClient, configureApi, saveAnonymTokens } from '@microloans/platform';
import { createClientHarness, failureOf, type ClientHarness } from './client-harness';

const seededUser = { phone: '79990000001', lastName: 'Петров', firstName: 'Иван' };

let h: ClientHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const times = <T>(n: number, call: () => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, call));

describe('user token refresh', () => {
  test('20 concurrent calls with an expired user token cause exactly one refresh, all succeed, the store holds the new pair', async () => {
    h = await createClientHarness();
    const old = await h.signInUser();
    await h.expireTokens();
    await h.resetCalls();

    const responses = await times(20, () => apiClient.get<Record<string, unknown>>('/user/profile'));

    expect(responses).toHaveLength(20);
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.data).toMatchObject(seededUser);
    }
    expect(await h.calls()).toEqual({
      'POST /auth/refresh-token': 1,
      // every call: the first try with the expired token (401), then its one retry
      'GET /user/profile': 40,
    });
    const stored = h.tokens();
    expect(stored.token).toEqual(expect.any(String));
    expect(stored.refresh_token).toEqual(expect.any(String));
    expect(stored.token).not.toBe(old.token);
    expect(stored.refresh_token).not.toBe(old.refresh_token);
    expect(stored.anonym_token).toBeNull();
    // the stored access token is the live one the server issued
    expect((await h.server.call('GET', '/user/profile', { token: stored.token ?? '' })).status).toBe(200);
    expect(h.sessionsLost()).toBe(0);
    expect(h.toasts).toEqual([]);
  });

  test('a failed user refresh (401 on /auth/refresh-token) clears the user tokens, reports the lost session once, and no call made for the user is sent again as anonymous', async () => {
    h = await createClientHarness();
    await h.signInUser();
    await h.expireTokens();
    await h.fault({ path: '/auth/refresh-token', method: 'POST', status: 401 });
    await h.resetCalls();

    const errors = await times(5, () => failureOf(apiClient.get('/loyalty/settings')));

    // Retried as anonymous they would have answered `isActive: false`: someone else's answer.
    expect(errors).toEqual(Array(5).fill({ kind: 'unauthorized', status: 401, message: 'Сессия завершена' }));
    expect(h.sessionsLost()).toBe(1);
    const stored = h.tokens();
    expect(stored.token).toBeNull();
    expect(stored.refresh_token).toBeNull();
    // The borrower goes on as anonymous (SPEC §4): the anonymous identity is ready.
    expect(stored.anonym_token).toEqual(expect.any(String));
    expect(stored.anonym_refresh_token).toEqual(expect.any(String));
    expect(await h.calls()).toEqual({
      'POST /auth/refresh-token': 1,
      'POST /auth/anonym': 1,
      'GET /loyalty/settings': 5,
    });
    expect(h.toasts).toEqual([]);
    // A call made after that goes out as anonymous.
    expect((await apiClient.get<{ isActive: boolean }>('/loyalty/settings')).data).toEqual({ isActive: false });
  });

  test('an unknown user refresh token (real server refusal) ends the session; the user-only call fails once, without a useless anonymous 403', async () => {
    h = await createClientHarness({ tokens: { token: 'stale-user-token', refresh_token: 'unknown-refresh-token' } });

    const error = await failureOf(apiClient.get('/user/profile'));

    expect(error).toEqual({ kind: 'unauthorized', status: 401, message: 'Сессия завершена' });
    expect(h.sessionsLost()).toBe(1);
    expect(h.tokens()).toMatchObject({ token: null, refresh_token: null, anonym_token: expect.any(String) });
    expect(await h.calls()).toEqual({
      'GET /user/profile': 1,
      'POST /auth/refresh-token': 1,
      'POST /auth/anonym': 1,
    });
  });

  test('after a failed user refresh an existing anonymous refresh token is refreshed instead of fetching a new one', async () => {
    h = await createClientHarness();
    const anonym = await h.server.anonym();
    saveAnonymTokens(anonym);
    await h.signInUser();
    await h.expireTokens();
    await h.fault({ path: '/auth/refresh-token', method: 'POST', status: 401 });
    await h.resetCalls();

    expect(await failureOf(apiClient.get('/loyalty/settings'))).toMatchObject({ kind: 'unauthorized' });

    expect(h.sessionsLost()).toBe(1);
    expect(await h.calls()).toEqual({ 'GET /loyalty/settings': 1, 'POST /auth/refresh-token': 2 });
    const stored = h.tokens();
    expect(stored.token).toBeNull();
    expect(stored.anonym_token).not.toBe(anonym.token);
    expect(stored.anonym_refresh_token).not.toBe(anonym.refresh_token);
  });
});

describe('anonymous token', () => {
  test('a missing anonymous token is fetched once for 10 concurrent callers', async () => {
    h = await createClientHarness();

    const responses = await times(10, () => apiClient.get<{ isActive: boolean }>('/loyalty/settings'));

    expect(responses.map((response) => response.data)).toEqual(Array(10).fill({ isActive: false }));
    expect(await h.calls()).toEqual({ 'POST /auth/anonym': 1, 'GET /loyalty/settings': 10 });
    expect(h.tokens()).toMatchObject({ token: null, anonym_token: expect.any(String), anonym_refresh_token: expect.any(String) });
  });

  test('the anonymous token request is retried: 3 failures (500) and the callers still succeed after 4 tries', async () => {
    h = await createClientHarness();
    await h.fault({ path: '/auth/anonym', method: 'POST', status: 500, count: 3 });

    const responses = await times(10, () => apiClient.get<{ isActive: boolean }>('/loyalty/settings'));

    expect(responses.map((response) => response.data)).toEqual(Array(10).fill({ isActive: false }));
    expect(await h.calls()).toEqual({ 'POST /auth/anonym': 4, 'GET /loyalty/settings': 10 });
    expect(h.tokens().anonym_token).toEqual(expect.any(String));
  });

  test('4 failures (1 try + 3 retries) fail every caller with a server error, and no 5th try is made', async () => {
    h = await createClientHarness();
    const delaysAsked: number[] = [];
    configureApi({
      retryDelayMs: (attempt) => {
        delaysAsked.push(attempt);
        return 0;
      },
    });
    await h.fault({ path: '/auth/anonym', method: 'POST', status: 500, count: 4 });

    const errors = await times(10, () => failureOf(apiClient.get('/loyalty/settings')));

    expect(errors).toEqual(Array(10).fill({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' }));
    // the real calls were never sent without a token
    expect(await h.calls()).toEqual({ 'POST /auth/anonym': 4 });
    expect(delaysAsked).toEqual([1, 2, 3]);
    expect(h.tokens()).toEqual({ token: null, refresh_token: null, anonym_token: null, anonym_refresh_token: null });
  });

  test('50 calls queued behind a failing anonymous token round share its failure: 4 tries in all, not a round each', async () => {
    h = await createClientHarness();
    await h.fault({ path: '/auth/anonym', method: 'POST', status: 503, delayMs: 40, count: 100 });

    // One call starts the round; the other 49 arrive while it is under way.
    const first = failureOf(apiClient.get('/loyalty/settings'));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const queued = times(49, () => failureOf(apiClient.get('/loyalty/settings')));
    const errors = [await first, ...(await queued)];

    expect(errors).toEqual(Array(50).fill({ kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' }));
    expect(await h.calls()).toEqual({ 'POST /auth/anonym': 4 });

    // The round is over: a later call is a new round, and the server is back.
    await h.server.call('DELETE', '/__dev/faults');
    expect((await apiClient.get<{ isActive: boolean }>('/loyalty/settings')).data).toEqual({ isActive: false });
    expect(await h.callCount('POST /auth/anonym')).toBe(5);
  });

  test('a network failure of every anonymous try fails the caller with kind network after 4 tries', async () => {
    h = await createClientHarness({ timeoutMs: 200 });
    await h.fault({ path: '/auth/anonym', method: 'POST', delayMs: 1000, count: 4 });

    const error = await failureOf(apiClient.get('/loyalty/settings'));

    expect(error).toEqual({ kind: 'network', status: null, message: 'Не удалось связаться с сервером' });
    expect(await h.callCount('POST /auth/anonym')).toBe(4);
    expect(await h.callCount('GET /loyalty/settings')).toBe(0);
  });
});

describe('401 handling', () => {
  test('a 401 on the retry is not retried again: kind unauthorized after exactly 2 calls of the path', async () => {
    h = await createClientHarness();
    const old = await h.signInUser();
    await h.fault({ path: '/user/profile', method: 'GET', status: 401, count: 2 });
    await h.resetCalls();

    const error = await failureOf(apiClient.get('/user/profile'));

    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(await h.calls()).toEqual({ 'GET /user/profile': 2, 'POST /auth/refresh-token': 1 });
    // the refresh itself worked: the session is kept with the new pair
    expect(h.sessionsLost()).toBe(0);
    expect(h.tokens().token).toEqual(expect.any(String));
    expect(h.tokens().token).not.toBe(old.token);
    // the fault is used up: the next call goes through with the refreshed token
    expect((await apiClient.get<Record<string, unknown>>('/user/profile')).data).toMatchObject(seededUser);
    expect(await h.callCount('GET /user/profile')).toBe(3);
  });

  test('an anonymous 401 refreshes the anonymous pair and retries once', async () => {
    h = await createClientHarness();
    const anonym = await h.server.anonym();
    saveAnonymTokens(anonym);
    await h.fault({ path: '/loyalty/settings', method: 'GET', status: 401 });
    await h.resetCalls();

    const response = await apiClient.get<{ isActive: boolean }>('/loyalty/settings');

    expect(response.data).toEqual({ isActive: false });
    expect(await h.calls()).toEqual({ 'GET /loyalty/settings': 2, 'POST /auth/refresh-token': 1 });
    expect(h.tokens().anonym_token).not.toBe(anonym.token);
  });
});
