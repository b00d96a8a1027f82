/**
 * The page's real API client (shared-contracts/api) pointed at an in-process dev-api.
 *
 * These tests live in dev-api because dev-api already depends on shared-contracts; the reverse
 * dependency would make a TypeScript project-reference cycle.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import {
  configureApi,
  createMemoryTokenStore,
  readTokens,
  saveUserTokens,
  setTokenStore,
  type TokenPair,
  type Tokens,
  registerToastRenderer,
  type Toast,
} from '@microloans/platform';
import { asObject, createHarness, type Harness } from '../test-utils/harness';

export type Fault = { path: string; method?: string; status?: number; delayMs?: number; count?: number; body?: unknown };

/** One HTTP request as it left the process (headers read from Node's own ClientRequest). */
export type SentRequest = {
  method: string;
  path: string;
  authorization: string | null;
  accept: string | null;
  contentType: string | null;
};

export type ClientHarness = {
  server: Harness;
  /** Toasts the client raised, in order. */
  toasts: Toast[];
  /** How many times the client reported a lost user session. */
  sessionsLost: () => number;
  tokens: () => Tokens;
  /** Calls since the last reset, keyed `"METHOD /path"`. */
  calls: () => Promise<Record<string, number>>;
  resetCalls: () => Promise<void>;
  /** Calls of one `"METHOD /path"` since the last reset (0 when none). */
  callCount: (key: string) => Promise<number>;
  fault: (fault: Fault) => Promise<void>;
  /** `POST /__dev/expire-tokens`: every access token now answers 401; refresh tokens still work. */
  expireTokens: () => Promise<void>;
  /** Signs the seeded user in on the server and puts the pair in the client's store. */
  signInUser: (phone?: string, password?: string) => Promise<TokenPair>;
  /** Starts recording every outgoing Node HTTP request (what axios really sent); stops on close. */
  recordRequests: () => SentRequest[];
  close: () => Promise<void>;
};

const requestStartChannel = 'http.client.request.start';

const header = (request: ClientRequest, name: string): string | null => {
  const value = request.getHeader(name);
  return value === undefined ? null : String(value);
};

export async function createClientHarness(options: { timeoutMs?: number; tokens?: Partial<Tokens> } = {}): Promise<ClientHarness> {
  const server = await createHarness();
  const toasts: Toast[] = [];
  let lost = 0;
  setTokenStore(createMemoryTokenStore(options.tokens));
  const unregister = registerToastRenderer((toast) => toasts.push(toast));
  configureApi({
    baseUrl: server.baseUrl,
    retryDelayMs: () => 0,
    timeoutMs: options.timeoutMs ?? 5_000,
    onUserSessionLost: () => {
      lost += 1;
    },
  });

  const calls = async () => asObject((await server.call('GET', '/__dev/stats')).body).calls as Record<string, number>;
  const recorders: ((message: unknown) => void)[] = [];

  return {
    server,
    toasts,
    sessionsLost: () => lost,
    tokens: readTokens,
    calls,
    callCount: async (key) => (await calls())[key] ?? 0,
    resetCalls: async () => {
      await server.call('DELETE', '/__dev/stats');
    },
    fault: async (fault) => {
      const { status } = await server.call('POST', '/__dev/faults', { body: fault });
      if (status !== 201) throw new Error(`fault not accepted: ${status}`);
    },
    expireTokens: async () => {
      const { status } = await server.call('POST', '/__dev/expire-tokens');
      if (status !== 200) throw new Error(`expire-tokens failed: ${status}`);
    },
    signInUser: async (phone, password) => {
      const pair = await server.login(phone, password);
      saveUserTokens(pair);
      return pair;
    },
    recordRequests: () => {
      const sent: SentRequest[] = [];
      const recorder = (message: unknown) => {
        const { request } = message as { request: ClientRequest };
        sent.push({
          method: request.method,
          path: request.path,
          authorization: header(request, 'authorization'),
          accept: header(request, 'accept'),
          contentType: header(request, 'content-type'),
        });
      };
      subscribe(requestStartChannel, recorder);
      recorders.push(recorder);
      return sent;
    },
    close: async () => {
      recorders.forEach((recorder) => unsubscribe(requestStartChannel, recorder));
      unregister();
      await server.close();
    },
  };
}

/** The value a promise rejected with; fails the test if it resolved. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
