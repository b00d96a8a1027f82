import { readCookie, tokenCookieNames, writeCookie } from '../cookies';

/**
 * Token storage (SPEC §3, §4): four cookies, path `/`, SameSite=Lax, Secure on https.
 * The API client is the only reader and writer; no token value is ever logged.
 */
export type TokenPair = { token: string; refresh_token: string };

export type Tokens = {
  token: string | null;
  refresh_token: string | null;
  anonym_token: string | null;
  anonym_refresh_token: string | null;
};

export { tokenCookieNames };
type TokenCookie = (typeof tokenCookieNames)[number];

/** Where tokens are kept: browser cookies, or memory where there is no `document` (tests, Node). */
export type TokenStore = {
  get(name: TokenCookie): string | null;
  set(name: TokenCookie, value: string | null): void;
};

const refreshCookieMaxAge = 60 * 60 * 24 * 30;

export const browserCookieStore: TokenStore = {
  get: (name) => readCookie(name),
  set: (name, value) => writeCookie(name, value, refreshCookieMaxAge),
};

export function createMemoryTokenStore(initial: Partial<Tokens> = {}): TokenStore {
  const values = new Map<TokenCookie, string>();
  for (const name of tokenCookieNames) {
    const value = initial[name];
    if (value) values.set(name, value);
  }
  return {
    get: (name) => values.get(name) ?? null,
    set: (name, value) => (value == null ? values.delete(name) : values.set(name, value)),
  };
}

type TokensListener = (tokens: Tokens) => void;

let store: TokenStore = typeof document === 'undefined' ? createMemoryTokenStore() : browserCookieStore;
const listeners = new Set<TokensListener>();

export function setTokenStore(next: TokenStore): void {
  store = next;
  notify();
}

export function readTokens(): Tokens {
  return {
    token: store.get('token'),
    refresh_token: store.get('refresh_token'),
    anonym_token: store.get('anonym_token'),
    anonym_refresh_token: store.get('anonym_refresh_token'),
  };
}

/** The bearer a call sends: the user token, else the anonymous one. */
export function currentBearer(): string | null {
  return store.get('token') ?? store.get('anonym_token');
}

export function saveUserTokens(pair: TokenPair | null): void {
  store.set('token', pair?.token ?? null);
  store.set('refresh_token', pair?.refresh_token ?? null);
  notify();
}

export function saveAnonymTokens(pair: TokenPair | null): void {
  store.set('anonym_token', pair?.token ?? null);
  store.set('anonym_refresh_token', pair?.refresh_token ?? null);
  notify();
}

/** Called whenever the stored tokens change, whoever changed them (sign-in, refresh, logout). */
export function onTokensChange(listener: TokensListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  const tokens = readTokens();
  listeners.forEach((listener) => listener(tokens));
}
