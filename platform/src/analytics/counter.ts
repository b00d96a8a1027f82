import { logWarning } from '../logger';

/**
 * The web-analytics counter (SPEC §1), Yandex Metrika style: one command function `ym` on the
 * page, called as `ym(counterId, method, ...args)`. Until the counter's script (tag.js) has loaded,
 * `ym` is the snippet's stub, which only queues each call's `arguments` in `ym.a`; the script reads
 * the queue when it arrives. So nothing here waits for the script, and a script that never loads
 * leaves the calls in `ym.a`, harmlessly.
 *
 * The counter id is set once by the shell (`configureAnalytics`, from `config.json`); every app
 * on the page shares this module, so remotes send goals with the shell's id without knowing it.
 * **With no counter id, calls are dropped, not queued**: without an id nothing is ever initialised
 * to read a queue, so queued calls would only pile up for the life of the page (local stands,
 * previews, any build without analytics). Nothing here ever throws at its caller.
 */
export type CounterMethod = 'init' | 'hit' | 'reachGoal' | 'params' | 'userParams' | 'notBounce';

export type Ym = {
  (counterId: number, method: CounterMethod, ...args: unknown[]): void;
  /** The snippet's queue: each call's `arguments`, in order, until tag.js reads them. */
  a?: ArrayLike<unknown>[];
  /** When the stub was made (ms since the epoch), as the snippet records it. */
  l?: number;
};

/** The options of `ym(id, 'init', options)` this product uses. */
export type CounterInitOptions = {
  clickmap?: boolean;
  trackLinks?: boolean;
  accurateTrackBounce?: boolean | number;
  webvisor?: boolean;
  /** True: init sends no page view of its own (the first `hit` does). */
  defer?: boolean;
};

/** `ym(id, 'hit', url, options)`: the page a SPA navigation came from and the new title. */
export type PageViewOptions = { referer?: string; title?: string };

declare global {
  // Adding a property to the DOM's Window takes declaration merging, which only an interface does.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** Metrika's command function: the stub below until the counter's script replaces it. */
    ym?: Ym;
  }
}

export type AnalyticsSettings = {
  /** The counter id from `config.json` (digits); null, empty or not digits turns the counter off. */
  counterId: string | number | null;
};

let counterIdInUse: number | null = null;
const warned = new Set<string>();

const toCounterId = (value: AnalyticsSettings['counterId']): number | null => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  return typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
};

export function configureAnalytics(next: AnalyticsSettings): void {
  counterIdInUse = toCounterId(next.counterId);
}

/** The counter id in use, or null when the counter is off. */
export const analyticsCounterId = (): number | null => counterIdInUse;

/** A problem worth one WARN record per page, not one per call. */
function warnOnce(key: string, message: string, details: Record<string, unknown> = {}): void {
  if (warned.has(key)) return;
  warned.add(key);
  void logWarning(message, details).catch(() => undefined);
}

/**
 * The Metrika snippet's stub, made once per page: `window.ym = window.ym || function () {
 * (window.ym.a = window.ym.a || []).push(arguments) }`. An `ym` already there (the real tag, or a
 * stub made earlier) is kept.
 */
export function installYmStub(target: Window = window): Ym {
  const existing = target.ym;
  if (existing) return existing;
  const stub: Ym = function () {
    // The snippet's convention: tag.js reads the queued `arguments` objects as they are.
    // eslint-disable-next-line prefer-rest-params
    (stub.a = stub.a ?? []).push(arguments);
  };
  stub.l = Date.now();
  target.ym = stub;
  return stub;
}

/**
 * `ym(counterId, method, ...args)` with the configured id. Returns whether the call was handed to
 * the counter (queued or sent): false when the counter is off, there is no page, or `ym` threw.
 */
export function callCounter(method: CounterMethod, ...args: unknown[]): boolean {
  const counterId = counterIdInUse;
  if (counterId === null || typeof window === 'undefined') return false;
  try {
    // Looked up on every call: once tag.js has loaded, `window.ym` is the real function.
    installYmStub(window)(counterId, method, ...args);
    return true;
  } catch (error) {
    warnOnce(`call:${method}`, 'Счётчик аналитики не принял вызов', {
      method,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/**
 * Sends a named goal: `ym(counterId, 'reachGoal', name)`, or with parameters
 * `ym(counterId, 'reachGoal', name, params)`. The names and their parameters are the contract's
 * (`shared-contracts/analytics` types them); this only delivers. Never throws; with no counter id
 * the goal is dropped.
 */
export function sendGoal(name: string, params?: Record<string, unknown>): void {
  if (params === undefined) callCounter('reachGoal', name);
  else callCounter('reachGoal', name, params);
}

/** The goal of every sign-in (SPEC §7), which the session reaches itself. */
export const authGoal = 'auth' as const;

/** For tests: the counter off again and the one-time warnings forgotten (the page's `ym` is kept). */
export function resetAnalytics(): void {
  counterIdInUse = null;
  warned.clear();
}
