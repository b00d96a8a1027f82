/**
 * The render process's own reader of public API data (the feed, the posts, the documents): one
 * anonymous token for the whole process, asked for once and renewed when the API refuses it
 * (SPEC §4: a refresh, else a new one), never one per request or per crawl. A visitor's own token
 * is theirs, in their browser; this one never leaves the process.
 */
export type AnonymousApi = {
  get: <Data>(path: string, query?: Record<string, string | number>) => Promise<Data>;
};

type Tokens = { token: string; refresh_token: string };

export class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`API ${path}: ${status}`);
  }
}

export type AnonymousApiOptions = {
  baseUrl: string;
  fetch?: typeof fetch;
  /** How long one call may take before it is given up. */
  timeoutMs?: number;
};

/** SPEC §7: `/auth/anonym` is tried up to three times. */
const anonymTries = 3;

export function createAnonymousApi({ baseUrl, fetch: send = fetch, timeoutMs = 3000 }: AnonymousApiOptions): AnonymousApi {
  let tokens: Promise<Tokens> | null = null;

  const call = (path: string, init: RequestInit = {}) =>
    send(new URL(path, baseUrl), {
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });

  async function tokensFrom(path: string, body: unknown): Promise<Tokens> {
    const answer = await call(path, { method: 'POST', body: JSON.stringify(body) });
    if (!answer.ok) throw new ApiAnswerError(answer.status, path);
    const data = (await answer.json()) as Partial<Tokens>;
    if (typeof data.token !== 'string' || typeof data.refresh_token !== 'string') throw new Error(`API ${path}: нет токена в ответе`);
    return { token: data.token, refresh_token: data.refresh_token };
  }

  async function newAnonymousTokens(): Promise<Tokens> {
    let failure: unknown = null;
    for (let attempt = 0; attempt < anonymTries; attempt += 1) {
      try {
        return await tokensFrom('/auth/anonym', {});
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  /** One request for tokens at a time; a failed one is forgotten, so the next call asks again. */
  function share(request: Promise<Tokens>): Promise<Tokens> {
    const shared = request.catch((error: unknown) => {
      if (tokens === shared) tokens = null;
      throw error;
    });
    tokens = shared;
    return shared;
  }

  const currentTokens = () => tokens ?? share(newAnonymousTokens());

  /** The refused token's renewal, once for every call that was refused with it. */
  function renew(refused: Promise<Tokens>, refreshToken: string): Promise<Tokens> {
    if (tokens !== refused) return currentTokens();
    return share(tokensFrom('/auth/refresh-token', { refresh_token: refreshToken }).catch(() => newAnonymousTokens()));
  }

  return {
    async get<Data>(path: string, query: Record<string, string | number> = {}): Promise<Data> {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
      const address = search ? `${path}?${search}` : path;
      const read = async (held: Promise<Tokens>) => call(address, { headers: { Authorization: `Bearer ${(await held).token}` } });
      const held = currentTokens();
      let answer = await read(held);
      if (answer.status === 401) answer = await read(renew(held, (await held).refresh_token));
      if (!answer.ok) throw new ApiAnswerError(answer.status, path);
      return (await answer.json()) as Data;
    },
  };
}
