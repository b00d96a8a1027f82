/** @jest-environment node */
import { createAnonymousApi } from './anonymous-api';

type Call = { method: string; path: string; authorization: string | null; body: string | null };

/** A stand-in API: `/auth/*` hands out numbered tokens, `/data` accepts only the `valid` ones. */
function fakeApi(rules: { anonymFailures?: number; refreshFails?: boolean } = {}) {
  const calls: Call[] = [];
  const valid = new Set<string>();
  let issued = 0;
  let anonymFailures = rules.anonymFailures ?? 0;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const send = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    calls.push({ method: init.method ?? 'GET', path: url.pathname + url.search, authorization: headers.get('Authorization'), body: (init.body as string | undefined) ?? null });
    const issue = () => {
      issued += 1;
      valid.add(`t${issued}`);
      return json(200, { token: `t${issued}`, refresh_token: `r${issued}` });
    };
    if (url.pathname === '/auth/anonym') {
      if (anonymFailures > 0) {
        anonymFailures -= 1;
        return json(503, {});
      }
      return issue();
    }
    if (url.pathname === '/auth/refresh-token') return rules.refreshFails ? json(401, {}) : issue();
    const token = headers.get('Authorization')?.replace('Bearer ', '') ?? '';
    return valid.has(token) ? json(200, { ok: true, token }) : json(401, {});
  };
  return { calls, send: send as typeof fetch, expire: () => valid.clear() };
}

const baseUrl = 'http://127.0.0.1:4000';
const tokenCalls = (calls: Call[]) => calls.filter((call) => call.path.startsWith('/auth/')).map((call) => call.path);

test('one anonymous token for the whole process: ten calls at once ask for it once', async () => {
  const fake = fakeApi();
  const api = createAnonymousApi({ baseUrl, fetch: fake.send });
  const answers = await Promise.all(Array.from({ length: 10 }, () => api.get<{ token: string }>('/data')));
  await api.get('/data', { page: 2, limit: 50 });
  expect(answers.every((answer) => answer.token === 't1')).toBe(true);
  expect(tokenCalls(fake.calls)).toEqual(['/auth/anonym']);
  expect(fake.calls.at(-1)).toMatchObject({ path: '/data?page=2&limit=50', authorization: 'Bearer t1' });
});

test('a refused token is refreshed once for every call refused with it, and the calls are made again', async () => {
  const fake = fakeApi();
  const api = createAnonymousApi({ baseUrl, fetch: fake.send });
  await api.get('/data');
  fake.expire();
  const answers = await Promise.all(Array.from({ length: 5 }, () => api.get<{ token: string }>('/data')));
  expect(answers.every((answer) => answer.token === 't2')).toBe(true);
  expect(tokenCalls(fake.calls)).toEqual(['/auth/anonym', '/auth/refresh-token']);
  expect(fake.calls.find((call) => call.path === '/auth/refresh-token')?.body).toBe(JSON.stringify({ refresh_token: 'r1' }));
});

test('a refresh that fails gets a new anonymous token; /auth/anonym is tried three times', async () => {
  const fake = fakeApi({ refreshFails: true, anonymFailures: 2 });
  const api = createAnonymousApi({ baseUrl, fetch: fake.send });
  await api.get('/data');
  fake.expire();
  await api.get('/data');
  expect(tokenCalls(fake.calls)).toEqual(['/auth/anonym', '/auth/anonym', '/auth/anonym', '/auth/refresh-token', '/auth/anonym']);
});

test('a token request that fails three times fails the call, and the next call asks again', async () => {
  const fake = fakeApi({ anonymFailures: 3 });
  const api = createAnonymousApi({ baseUrl, fetch: fake.send });
  await expect(api.get('/data')).rejects.toMatchObject({ status: 503 });
  await expect(api.get('/data')).resolves.toMatchObject({ token: 't1' });
});

test('an answer other than 2xx is an error with its status', async () => {
  const send = (async (input: RequestInfo | URL) =>
    String(input).endsWith('/auth/anonym') ? Response.json({ token: 't', refresh_token: 'r' }) : new Response('{}', { status: 404 })) as typeof fetch;
  const api = createAnonymousApi({ baseUrl, fetch: send });
  await expect(api.get('/docs/unknown')).rejects.toMatchObject({ status: 404, message: 'API /docs/unknown: 404' });
});
