import { isOffline, onConnectionRestored } from './connection';

/**
 * The page's one way to load code on demand (a lazy component, a shared module, a remote's page):
 * a failed load is tried again with backoff, every try really fetches again (the bundler forgets a
 * failed chunk; the federation runtime is told to forget a failed shared module, see the shell's
 * `forget-failed-loads.ts`), and a load that failed while off line is tried again by itself when
 * the browser comes back on line. A caller that cannot get its code shows that the connection is
 * missing, with «Повторить» (`ui-kit`'s `lazyModule`), never an empty page.
 */

/** Tries after the first: two, 0.5 s and 1.5 s after it (a flaky mobile network recovers within that). */
export const moduleLoadRetries = 2;
const backoffMs = (retry: number): number => 500 * 3 ** (retry - 1);

export type ModuleLoadOptions = {
  /** Tries after the first one (default `moduleLoadRetries`). */
  retries?: number;
  /** The pause before retry N (1-based). */
  delayMs?: (retry: number) => number;
};

/** Code that could not be loaded: `offline` when the browser said it had no network. */
export class ModuleUnavailableError extends Error {
  override readonly name = 'ModuleUnavailableError';
  readonly offline: boolean;

  constructor(offline: boolean, cause: unknown) {
    super(String(cause), { cause });
    this.offline = offline;
  }
}

export const isModuleUnavailable = (error: unknown): error is ModuleUnavailableError =>
  error instanceof Error && error.name === 'ModuleUnavailableError' && 'offline' in error;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `load()`, tried again with backoff; off line it stops at once (retrying cannot help; the caller
 * is told at once and tries again when the connection returns). Rejects with
 * `ModuleUnavailableError`.
 */
export async function loadModule<T>(load: () => Promise<T>, options: ModuleLoadOptions = {}): Promise<T> {
  const retries = options.retries ?? moduleLoadRetries;
  const delayMs = options.delayMs ?? backoffMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries || isOffline()) throw new ModuleUnavailableError(isOffline(), error);
      await pause(delayMs(attempt + 1));
    }
  }
}

export type ModuleState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'failed'; error: ModuleUnavailableError };

/** One module's load, shared by everyone who needs it, with its state for the page to draw. */
export type ModuleLoader<T> = {
  /** The current state; a new object only when it changes (for `useSyncExternalStore`). */
  state: () => ModuleState<T>;
  /** Starts the load unless it is under way or done; rejects with `ModuleUnavailableError`. */
  load: () => Promise<T>;
  /** Resolves (never rejects) when the load under way, started if need be, has settled. */
  settled: () => Promise<void>;
  /** After a failure: loads again (a no-op otherwise). */
  retry: () => void;
  subscribe: (listener: () => void) => () => void;
};

export type ModuleLoaderOptions = ModuleLoadOptions & {
  /** Told of each failed load (after its retries), for the log. */
  onFailed?: (error: ModuleUnavailableError) => void;
};

const ignore = () => undefined;

/**
 * A module loaded once and kept; a failed load is forgotten, tried again by `retry` (the
 * page's «Повторить») and by itself when the browser comes back on line. Listeners hear of a
 * settled load and of a retry, never of the start of the first load, which happens while a
 * component renders.
 */
export function createModuleLoader<T>(load: () => Promise<T>, options: ModuleLoaderOptions = {}): ModuleLoader<T> {
  let state: ModuleState<T> = { status: 'idle' };
  let attempt: Promise<T> | null = null;
  let settledAttempt: Promise<void> | null = null;
  let stopWaitingForConnection: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function start(): Promise<T> {
    if (state.status === 'ready') return Promise.resolve(state.module);
    if (attempt) return attempt;
    state = { status: 'loading' };
    const current = loadModule(load, options).then(
      (module) => {
        attempt = null;
        state = { status: 'ready', module };
        notify();
        return module;
      },
      (error: ModuleUnavailableError) => {
        attempt = null;
        state = { status: 'failed', error };
        stopWaitingForConnection ??= onConnectionRestored(retry);
        options.onFailed?.(error);
        notify();
        throw error;
      },
    );
    attempt = current;
    settledAttempt = current.then(ignore, ignore);
    return current;
  }

  function retry(): void {
    if (state.status !== 'failed') return;
    stopWaitingForConnection?.();
    stopWaitingForConnection = null;
    start().catch(ignore);
    notify();
  }

  return {
    state: () => state,
    load: start,
    settled: () => {
      if (state.status === 'ready' || state.status === 'failed') return Promise.resolve();
      start().catch(ignore);
      return settledAttempt ?? Promise.resolve();
    },
    retry,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
