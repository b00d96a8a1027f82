import { get as httpGet } from 'node:http';
import { expect, type APIRequestContext } from '@playwright/test';
import { devApiUrl, renderTierUrl, shellOrigin } from './product';

export { devApiUrl };


export const seededUser = {
  phone: '79990000001',
  password: 'secret1',
  fio: 'Петров Иван Сергеевич',
} as const;

/** Resets dev-api to its seed (its `/__dev/` endpoints are on under `npm start`). */
export async function resetDevApi(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${devApiUrl}/__dev/reset`);
  if (!response.ok()) throw new Error(`dev-api reset failed: ${response.status()}`);
}

export type ClientLogEntry = { appName: string; message: string; payload: Record<string, unknown>; level: string; versionLogger: string };

export type RedirectRule = { from: string; to: string; permanent?: boolean; external?: boolean };


/** A page's status and Location as one render worker answers it: a connection of its own, closed after. */
function answeredByAWorker(path: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const call = httpGet(`${renderTierUrl}${path}`, { agent: false, headers: { Connection: 'close' } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
    });
    call.on('error', reject);
  });
}

/**
 * Waits until every render worker answers `path` as `expected` says: each worker keeps the route's
 * lists for 5 s from its own last read, and the tier hands each new connection to the next worker
 * in turn, so four answers in a row on four connections are every worker's (two per core here).
 */
async function everyRenderWorker(path: string, expected: (answer: { status: number; location: string | null }) => boolean, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        for (let turn = 0; turn < 4; turn += 1) if (!expected(await answeredByAWorker(path))) return false;
        return true;
      },
      { timeout: 15_000, intervals: [250], message: what },
    )
    .toBe(true);
}

/**
 * Gives dev-api these redirect rules and waits until every render worker applies them (a page
 * carries the rules it was drawn with to the browser). A probe rule of this call (a path of the
 * site back to `/`) says when.
 */
export async function redirectRulesApplied(request: APIRequestContext, rules: readonly RedirectRule[]): Promise<void> {
  const probe = `/redirect-rules-${Date.now()}`;
  const response = await request.post(`${devApiUrl}/__dev/redirects`, { data: { redirects: [...rules, { from: probe, to: '/' }] } });
  expect(response.ok(), 'POST /__dev/redirects').toBe(true);
  await everyRenderWorker(probe, ({ location }) => location === '/', 'every render worker read the rules');
}

/**
 * Switches these routes off in dev-api and waits until every render worker applies the list:
 * `probe`, a page of the site, answers 404 when it is among them, else 200.
 */
export async function switchedOffRoutesApplied(request: APIRequestContext, paths: readonly string[], probe: string): Promise<void> {
  const response = await request.post(`${devApiUrl}/__dev/blacklist`, { data: { paths } });
  expect(response.ok(), 'POST /__dev/blacklist').toBe(true);
  await everyRenderWorker(probe, ({ status }) => status === (paths.includes(probe) ? 404 : 200), 'every render worker read the list');
}

/** What the log collector and visit tracker stand-ins received since the last reset. */
export async function devTelemetry(request: APIRequestContext): Promise<{ logs: ClientLogEntry[]; visits: number }> {
  const response = await request.get(`${devApiUrl}/__dev/telemetry`);
  return (await response.json()) as { logs: ClientLogEntry[]; visits: number };
}

/** What dev-api answers a visitor without a session for `path` (an anonymous token of its own). */
export async function readAsVisitor<Answer>(request: APIRequestContext, path: string): Promise<Answer> {
  const { token } = (await (await request.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
  const response = await request.get(`${devApiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as Answer;
}

/** Calls dev-api received since the last reset, keyed `"METHOD /path"`. */
export async function devCalls(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(`${devApiUrl}/__dev/stats`);
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}

/** Signs the seeded user in on the page's origin by setting the token cookies the shell reads. */
export async function signInWithCookies(
  request: APIRequestContext,
  context: { addCookies: (cookies: Array<{ name: string; value: string; url: string }>) => Promise<void> },
  user: { phone: string; password: string } = seededUser,
  origin = shellOrigin,
): Promise<{ token: string; refresh_token: string }> {
  const anonym = (await (await request.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
  const login = await request.post(`${devApiUrl}/auth/login`, {
    headers: { Authorization: `Bearer ${anonym.token}` },
    data: { phone: user.phone, password: user.password },
  });
  const pair = (await login.json()) as { token: string; refresh_token: string };
  await context.addCookies([
    { name: 'token', value: pair.token, url: origin },
    { name: 'refresh_token', value: pair.refresh_token, url: origin },
  ]);
  return pair;
}

export const inactiveLoyaltyUser = { phone: '79990000002', password: 'secret2' } as const;

export type DevFault = { path: string; method?: string; status?: number; delayMs?: number; count?: number; body?: unknown };

/** The next `count` matching calls to dev-api are delayed and/or answered with `status`/`body`. */
export async function addDevFault(request: APIRequestContext, fault: DevFault): Promise<void> {
  const response = await request.post(`${devApiUrl}/__dev/faults`, { data: fault });
  expect(response.status(), 'fault registered').toBe(201);
}

/**
 * The last code dev-api sent to a phone (11 digits). The page may show its code step while the
 * request that sends the code is still on its way: waits until dev-api has it.
 */
export async function lastCodeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${devApiUrl}/__dev/codes/${phone}`);
        if (response.ok()) code = ((await response.json()) as { code: string }).code;
        return code !== undefined;
      },
      { message: `a code was sent to ${phone}`, timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}

export type DevLead = Record<string, unknown> & { id: number; uuid: string; collected: boolean; status: string };

/** Every lead dev-api holds, newest last as stored. */
export async function devLeads(request: APIRequestContext): Promise<DevLead[]> {
  const response = await request.get(`${devApiUrl}/__dev/leads`);
  return ((await response.json()) as { leads: DevLead[] }).leads;
}

/** Seeded leads of user 1 (dev-api README): all with passport 4510 123456; …0004 is unfinished. */
export const seededLeads = {
  approved: '0b6a1f7e-0001-4a10-8000-000000000001',
  rejected: '0b6a1f7e-0002-4a10-8000-000000000002',
  pending: '0b6a1f7e-0003-4a10-8000-000000000003',
  draft: '0b6a1f7e-0004-4a10-8000-000000000004',
  passport: '4510 123456',
} as const;
