import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const addFault = (body: Record<string, unknown>) => h.call('POST', '/__dev/faults', { body });

describe('fault injection', () => {
  test('the next `count` matching calls get the status with the default 429 body, then normal service', async () => {
    const { token } = await h.anonym();
    expect((await addFault({ path: '/auth/phone/send-code', method: 'POST', status: 429, count: 2 })).status).toBe(201);
    const body = { phone: '79995550001', action: 'lead_form' };
    for (let i = 0; i < 2; i += 1) {
      const res = await h.call('POST', '/auth/phone/send-code', { token, body });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ code: 'too_many_requests', message: 'Превышен лимит' });
    }
    expect((await h.call('POST', '/auth/phone/send-code', { token, body })).status).toBe(200);
  });

  test('faults apply before auth checks (no token needed to get the fault)', async () => {
    await addFault({ path: '/user/profile', status: 503 });
    const res = await h.call('GET', '/user/profile');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'server_error' });
    expect((await h.call('GET', '/user/profile')).status).toBe(401);
  });

  test('a custom body is answered as given', async () => {
    await addFault({ path: '/auth/login', status: 400, body: { code: 'custom', message: 'Ошибка' } });
    const { token } = await h.anonym();
    const res = await h.call('POST', '/auth/login', { token, body: {} });
    expect(res).toMatchObject({ status: 400, body: { code: 'custom', message: 'Ошибка' } });
  });

  test('a 401 fault makes a valid token look invalid once (for refresh-flow tests)', async () => {
    const { token } = await h.login();
    await addFault({ path: '/user/profile', method: 'GET', status: 401 });
    expect((await h.call('GET', '/user/profile', { token })).status).toBe(401);
    expect((await h.call('GET', '/user/profile', { token })).status).toBe(200);
  });

  test('method filter: other methods on the same path are untouched', async () => {
    const { token } = await h.login();
    await addFault({ path: '/user/profile', method: 'PUT', status: 500 });
    expect((await h.call('GET', '/user/profile', { token })).status).toBe(200);
    expect((await h.call('PUT', '/user/profile', { token, body: {} })).status).toBe(500);
  });

  test('route patterns match too (/leads/byUuid/:uuid)', async () => {
    const { token } = await h.anonym();
    await addFault({ path: '/leads/byUuid/:uuid', status: 502 });
    expect((await h.call('GET', '/leads/byUuid/whatever', { token })).status).toBe(502);
  });

  test('delayMs without status delays and then handles the call normally', async () => {
    await addFault({ path: '/auth/anonym', delayMs: 150 });
    const started = Date.now();
    const res = await h.call('POST', '/auth/anonym');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.status).toBe(200);
  });

  test('delayMs with status delays and then answers the status', async () => {
    await addFault({ path: '/auth/anonym', delayMs: 100, status: 500 });
    const started = Date.now();
    expect((await h.call('POST', '/auth/anonym')).status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  test('GET and DELETE /__dev/faults list and clear pending faults', async () => {
    await addFault({ path: '/companies', status: 500, count: 3 });
    const list = asObject((await h.call('GET', '/__dev/faults')).body).faults as unknown[];
    expect(list).toEqual([expect.objectContaining({ path: '/companies', status: 500, remaining: 3 })]);
    expect((await h.call('DELETE', '/__dev/faults')).body).toEqual({ cleared: 1 });
    const { token } = await h.anonym();
    expect((await h.call('GET', '/companies', { token })).status).toBe(200);
  });

  test('bad fault definitions → 422', async () => {
    expect((await addFault({ path: 'no-slash', status: 500 })).status).toBe(422);
    expect((await addFault({ path: '/x' })).status).toBe(422);
    expect((await addFault({ path: '/x', status: 99 })).status).toBe(422);
  });

  test('faulted answers still carry CORS headers', async () => {
    await addFault({ path: '/auth/anonym', status: 429 });
    const res = await h.call('POST', '/auth/anonym', { headers: { origin: 'http://localhost:5173' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  test('a fault without method does not hit CORS preflights', async () => {
    await addFault({ path: '/auth/anonym', status: 500 });
    const preflight = await h.call('OPTIONS', '/auth/anonym', {
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect((await h.call('POST', '/auth/anonym')).status).toBe(500);
  });
});

describe('CORS', () => {
  test.each(['http://127.0.0.1:3000', 'http://localhost:8080', 'http://localhost'])('allows %s', async (origin) => {
    const res = await h.call('OPTIONS', '/user/profile', {
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, PATCH, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Accept');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  test.each(['http://evil.example', 'https://localhost:3000', 'http://127.0.0.2:3000'])('does not allow %s', async (origin) => {
    const res = await h.call('GET', '/redirects', { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('stats, reset, blacklist, redirects', () => {
  test('GET /__dev/stats counts calls per "METHOD path" (not /__dev, not preflights)', async () => {
    const { refresh_token } = await h.anonym();
    await h.call('POST', '/auth/refresh-token', { body: { refresh_token } });
    await h.call('OPTIONS', '/auth/refresh-token', { headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
    await h.call('GET', '/__dev/faults');
    const stats = asObject((await h.call('GET', '/__dev/stats')).body);
    expect(stats).toEqual({
      total: 2,
      calls: { 'POST /auth/anonym': 1, 'POST /auth/refresh-token': 1 },
      routes: { 'POST /auth/anonym': 1, 'POST /auth/refresh-token': 1 },
    });
    await h.call('DELETE', '/__dev/stats');
    expect(asObject((await h.call('GET', '/__dev/stats')).body).total).toBe(0);
  });

  test('route keys group calls by pattern', async () => {
    const { token } = await h.anonym();
    await h.call('GET', '/blog/1/likes', { token });
    await h.call('GET', '/blog/2/likes', { token });
    const stats = asObject((await h.call('GET', '/__dev/stats')).body);
    expect(asObject(stats.routes)['GET /blog/:id/likes']).toBe(2);
    expect(asObject(stats.calls)['GET /blog/1/likes']).toBe(1);
  });

  test('POST /__dev/reset restores the seed, clears faults, stats and tokens', async () => {
    const { token } = await h.login();
    await h.call('PUT', '/user/profile', { token, body: { firstName: 'Пётр' } });
    await h.call('POST', '/blog/1/likes', { token });
    await addFault({ path: '/companies', status: 500 });
    await h.call('POST', '/__dev/blacklist', { body: { paths: ['/loyalty'] } });
    expect((await h.call('POST', '/__dev/reset')).body).toEqual({ reset: true });

    expect((await h.call('GET', '/user/profile', { token })).status).toBe(401);
    const fresh = await h.login();
    expect(asObject((await h.call('GET', '/user/profile', { token: fresh.token })).body).firstName).toBe('Иван');
    expect((await h.call('GET', '/companies', { token: fresh.token })).status).toBe(200);
    expect((await h.call('GET', '/routes/blacklist')).body).toEqual({ paths: [] });
    expect(asObject((await h.call('GET', '/blog/1/likes', { token: fresh.token })).body).likes).toBe(34);
  });

  test('reset with keepTokens keeps the seeded users\' sessions', async () => {
    const { token } = await h.login();
    await h.call('POST', '/__dev/reset', { body: { keepTokens: true } });
    expect((await h.call('GET', '/user/profile', { token })).status).toBe(200);
  });

  test('POST /__dev/blacklist sets GET /routes/blacklist', async () => {
    expect((await h.call('POST', '/__dev/blacklist', { body: { paths: ['/loyalty', '/score'] } })).status).toBe(200);
    expect((await h.call('GET', '/routes/blacklist')).body).toEqual({ paths: ['/loyalty', '/score'] });
    expect((await h.call('POST', '/__dev/blacklist', { body: { paths: 'x' } })).status).toBe(422);
  });

  test('POST /__dev/redirects replaces the list', async () => {
    await h.call('POST', '/__dev/redirects', { body: { redirects: [{ from: '/a', to: '/b', permanent: false }, { bad: 1 }] } });
    expect((await h.call('GET', '/redirects')).body).toEqual([{ from: '/a', to: '/b', permanent: false }]);
  });

  test('POST /__dev/docs publishes a document beside the seeded ones until a reset', async () => {
    const published = await h.call('POST', '/__dev/docs', { body: { slug: 'hostile', title: 'Опасный', body: '<p onclick="x()">т</p>' } });
    expect(published.status).toBe(200);
    expect((await h.call('GET', '/docs/hostile')).body).toMatchObject({ slug: 'hostile', title: 'Опасный', body: '<p onclick="x()">т</p>' });
    expect((await h.call('POST', '/__dev/docs', { body: { slug: '../x', title: 'x', body: '' } })).status).toBe(422);
    await h.call('POST', '/__dev/reset');
    expect((await h.call('GET', '/docs/hostile')).status).toBe(404);
  });

  test('POST /__dev/loyalty toggles a user\'s loyalty flag', async () => {
    await h.call('POST', '/__dev/loyalty', { body: { phone: '79990000002', isActive: true } });
    const { token } = await h.login('79990000002', 'secret2');
    expect((await h.call('GET', '/loyalty/settings', { token })).body).toEqual({ isActive: true });
  });

  test('GET /__dev/users and /__dev/leads list the state', async () => {
    expect((asObject((await h.call('GET', '/__dev/users')).body).users as unknown[]).length).toBe(2);
    expect((asObject((await h.call('GET', '/__dev/leads')).body).leads as unknown[]).length).toBe(4);
  });
});

describe('without devEndpoints', () => {
  test('/__dev/* does not exist', async () => {
    await h.close();
    h = await createHarness({ devEndpoints: false });
    expect((await h.call('POST', '/__dev/reset')).status).toBe(404);
    expect((await h.call('GET', '/__dev/stats')).status).toBe(404);
  });
});
