import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '../domain/identity';
import type { DevApiOptions } from '../options';
import { buildServer } from '../server';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

export type CallResult = { status: number; body: unknown; headers: Headers };

export type FakeClock = { now: () => number; advance: (ms: number) => void };

/** 2025-06-01T12:00:00Z, moved only by `advance`. */
export function fakeClock(start = Date.UTC(2025, 5, 1, 12)): FakeClock {
  let current = start;
  return { now: () => current, advance: (ms) => (current += ms) };
}

export type Harness = {
  app: FastifyInstance;
  /** http://127.0.0.1:<random port> */
  baseUrl: string;
  clock: FakeClock;
  call: (method: Method, url: string, init?: { token?: string; body?: unknown; headers?: Record<string, string> }) => Promise<CallResult>;
  anonym: () => Promise<TokenPair>;
  login: (phone?: string, password?: string) => Promise<TokenPair>;
  /** Phone-code sign-in (send code, read it from /__dev/codes, confirm). */
  signInByCode: (phone: string, anonymToken?: string) => Promise<TokenPair>;
  close: () => Promise<void>;
};

export function asObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`expected an object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

export function asTokenPair(value: unknown): TokenPair {
  const record = asObject(value);
  if (typeof record.token !== 'string' || typeof record.refresh_token !== 'string') {
    throw new Error(`expected a token pair, got ${JSON.stringify(value)}`);
  }
  return { token: record.token, refresh_token: record.refresh_token };
}

/**
 * A server with dev endpoints and a fake clock, listening on 127.0.0.1 on a random port.
 * Real HTTP (not `app.inject`): light-my-request needs the ESM-only `cookie` package, which jest cannot require.
 */
export async function createHarness(options: DevApiOptions = {}): Promise<Harness> {
  const clock = fakeClock();
  const app = buildServer({ devEndpoints: true, now: clock.now, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: Harness['call'] = async (method, url, init = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, body, headers: response.headers };
  };

  const anonym = async () => asTokenPair((await call('POST', '/auth/anonym')).body);

  const login: Harness['login'] = async (phone = '79990000001', password = 'secret1') => {
    const { token } = await anonym();
    const result = await call('POST', '/auth/login', { token, body: { phone, password } });
    return asTokenPair(result.body);
  };

  const signInByCode: Harness['signInByCode'] = async (phone, anonymToken) => {
    const token = anonymToken ?? (await anonym()).token;
    await call('POST', '/auth/phone/send-code', { token, body: { phone, action: 'lead_form' } });
    const code = asObject((await call('GET', `/__dev/codes/${phone}`)).body).code;
    const result = await call('POST', '/auth/phone', { token, body: { phone, code } });
    return asTokenPair(result.body);
  };

  return { app, baseUrl, clock, call, anonym, login, signInByCode, close: () => app.close() };
}
