import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

test('invalid JSON → 400 bad_request', async () => {
  const res = await fetch(`${h.baseUrl}/auth/refresh-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{oops',
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ code: 'bad_request', message: 'Некорректный JSON' });
});

test('unknown route → 404 not_found with the path', async () => {
  const res = await h.call('GET', '/no/such/route?x=1');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ code: 'not_found', message: 'Route GET /no/such/route not found' });
});

test('DELETE with a JSON content type and no body is fine', async () => {
  const { token } = await h.login();
  const res = await fetch(`${h.baseUrl}/user/profile`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(204);
});

test('GET /__health answers while the process runs, without a token and without the test endpoints', async () => {
  const production = await createHarness({ devEndpoints: false });
  try {
    const res = await production.call('GET', '/__health');
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
  } finally {
    await production.close();
  }
});

test('the server listens on 127.0.0.1 only', () => {
  const address = h.app.server.address();
  expect(asObject(address).address).toBe('127.0.0.1');
});
