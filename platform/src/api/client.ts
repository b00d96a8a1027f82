import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { connectionTexts } from '../network/connection';
import { toastError } from '../toast';
import { clientErrorTexts, sessionEndedError, toApiError, type ApiError } from './errors';
import { currentBearer, readTokens, saveAnonymTokens, saveUserTokens, type TokenPair } from './tokens';
import { withoutEmptyValues } from './payload';

declare module 'axios' {
  // Module augmentation has to be an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AxiosRequestConfig {
    /** Token calls themselves: no bearer, no 401 recovery. */
    skipAuth?: boolean;
    /** The caller shows its own message; no toast. */
    silent?: boolean;
    /** Set on the one retry after a 401, so it is never retried again. */
    retriedAfter401?: boolean;
    /** The bearer the call left with, to tell a stale 401 from a fresh one. */
    sentWithToken?: string | null;
    /** The call left as the signed-in user: it is never retried as anonymous. */
    sentAsUser?: boolean;
    /** Send `null` and `""` as they are (profile save clears fields with `null`). */
    keepEmptyValues?: boolean;
  }
}

/** A network call slower than this counts as a network failure (toast, no retry). */
export const requestTimeoutMs = 15_000;
/** SPEC §9: anonymous token fetch is retried 3 times after the first try. */
export const anonymTokenRetries = 3;

export type ApiSettings = {
  baseUrl: string;
  /** Called when the user's refresh failed and the user tokens were cleared. */
  onUserSessionLost: () => void;
  /** Delay before retry N of the anonymous token request. */
  retryDelayMs: (attempt: number) => number;
  /** A call slower than this is aborted and counts as a network failure. */
  timeoutMs: number;
};

const settings: ApiSettings = {
  baseUrl: '',
  onUserSessionLost: () => undefined,
  retryDelayMs: (attempt) => 250 * attempt,
  timeoutMs: requestTimeoutMs,
};

/** The page's one axios instance. */
export const apiClient = axios.create({
  timeout: requestTimeoutMs,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, next);
  if (next.baseUrl !== undefined) apiClient.defaults.baseURL = next.baseUrl;
  if (next.timeoutMs !== undefined) apiClient.defaults.timeout = next.timeoutMs;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Every token request of the page goes through here, so only one runs at a time and concurrent
// callers (from any remote: the module is a shared singleton) wait for it. A round is one page-wide
// attempt (with SPEC §9's retries inside it): callers queued behind a round share its outcome,
// success or failure, instead of each starting a round of their own.
let tokenWork: Promise<void> | null = null;

function exclusively(work: () => Promise<void>): Promise<void> {
  tokenWork ??= work().finally(() => {
    tokenWork = null;
  });
  return tokenWork;
}

/** Waits for the round under way, if any; rejects with its failure. */
async function roundUnderWay(): Promise<void> {
  if (tokenWork) await tokenWork;
}

async function postTokens(path: string, body?: object): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>(path, body ?? {}, { skipAuth: true, silent: true });
  return data;
}

async function fetchAnonymTokens(): Promise<TokenPair> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await postTokens('/auth/anonym');
    } catch (error) {
      if (attempt >= anonymTokenRetries) throw error;
      await wait(settings.retryDelayMs(attempt + 1));
    }
  }
}

const refreshTokens = (refreshToken: string) => postTokens('/auth/refresh-token', { refresh_token: refreshToken });

/** Before any call: with neither a user nor an anonymous token, get an anonymous one. */
export async function ensureToken(): Promise<void> {
  await roundUnderWay();
  if (currentBearer()) return;
  await exclusively(async () => {
    if (!currentBearer()) saveAnonymTokens(await fetchAnonymTokens());
  });
}

/** SPEC §4 (second client): user refresh, else clear; then anonymous refresh, else a new one. */
async function recoverIdentity(): Promise<void> {
  const user = readTokens();
  if (user.token || user.refresh_token) {
    if (user.refresh_token) {
      try {
        saveUserTokens(await refreshTokens(user.refresh_token));
        return;
      } catch {
        // Falls through: the user session is over.
      }
    }
    saveUserTokens(null);
    settings.onUserSessionLost();
  }
  const { anonym_refresh_token: anonymRefresh } = readTokens();
  if (anonymRefresh) {
    try {
      saveAnonymTokens(await refreshTokens(anonymRefresh));
      return;
    } catch {
      // A failed anonymous refresh fetches a new anonymous token.
    }
  }
  saveAnonymTokens(await fetchAnonymTokens());
}

async function recoverFromUnauthorized(sentWith: string | null): Promise<void> {
  await roundUnderWay();
  // Someone already replaced the token this call was sent with: just retry.
  if (currentBearer() !== sentWith) return;
  await exclusively(recoverIdentity);
}

/** A token failure met before the call left, carrying the config of the call it stopped. */
class TokenFailure {
  constructor(
    readonly config: InternalAxiosRequestConfig,
    readonly cause: unknown,
  ) {}
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The page's toast for a failure the borrower did not cause (SPEC §8): 429, 5xx, no answer. The
 * client raises it for every call that is not `silent`; a silent call's caller that shows its own
 * words for the rest calls it for these.
 */
export function announceApiError(error: ApiError): void {
  if (error.kind === 'rate-limit') toastError(clientErrorTexts.rateLimit);
  if (error.kind === 'server') toastError(clientErrorTexts.unexpected, 'Попробуйте повторить чуть позже');
  if (error.kind === 'network') toastError(error.message, connectionTexts.checkAndRetry);
}

apiClient.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  if (!config.skipAuth) {
    try {
      await ensureToken();
    } catch (cause) {
      throw new TokenFailure(config, cause);
    }
    const bearer = currentBearer();
    config.sentWithToken = bearer;
    config.sentAsUser = bearer !== null && bearer === readTokens().token;
    if (bearer) config.headers.set('Authorization', `Bearer ${bearer}`);
  }
  if (isPlainObject(config.data) && !config.keepEmptyValues) config.data = withoutEmptyValues(config.data);
  return config;
});

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (error instanceof TokenFailure) {
    const apiError = toApiError(error.cause);
    if (!error.config.silent) announceApiError(apiError);
    throw apiError;
  }
  const config = isAxiosError(error) ? error.config : undefined;
  if (isAxiosError(error) && error.response?.status === 401 && config && !config.skipAuth && !config.retriedAfter401) {
    try {
      await recoverFromUnauthorized(config.sentWithToken ?? null);
    } catch (recoveryError) {
      const apiError = toApiError(recoveryError);
      if (!config.silent) announceApiError(apiError);
      throw apiError;
    }
    // The user's session is over: a call made for the user is not sent again as anonymous (it
    // would be refused, or worse, answered for someone else). The session tells the borrower.
    if (config.sentAsUser && !readTokens().token) throw sessionEndedError();
    return apiClient.request({ ...config, retriedAfter401: true });
  }
  const apiError = toApiError(error);
  if (!config?.silent) announceApiError(apiError);
  throw apiError;
});
