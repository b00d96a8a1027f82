import { redact } from './redact';

/**
 * The client-error logger (SPEC §7): in production builds each record is POSTed as JSON to the
 * log collector at `loggerUrl`. It talks to the collector with plain `fetch`, never through the API
 * client, so a failing send cannot raise toasts, refresh tokens or log itself: a failed send is
 * written to the console once and dropped.
 */
export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export type LogRecord = {
  appName: string;
  message: string;
  payload: unknown;
  level: LogLevel;
  versionLogger: typeof versionLogger;
};

export const versionLogger = '0.0.3';
/** The fixed client name the collector files our records under. */
export const clientAppName = 'zaimy-web';

export type LoggerSettings = {
  /** Collector URL; null turns sending off (records go to the console only). */
  url: string | null;
  /** True only in production builds. */
  enabled: boolean;
  /** Added to every payload: app version, page, user agent. */
  context: Record<string, unknown>;
  send: (url: string, record: LogRecord) => Promise<void>;
};

/**
 * A burst of the same record (a render loop, a retry storm: the same message with the same
 * details) is sent once per window; the same message about another thing (another refused
 * address, another remote) is a record of its own.
 */
const repeatWindowMs = 10_000;
/** Beyond this many records a minute the rest are dropped until the minute is over. */
const perMinuteLimit = 30;

async function postJson(url: string, record: LogRecord): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`collector answered ${response.status}`);
}

const settings: LoggerSettings = { url: null, enabled: false, context: {}, send: postJson };
const lastSentAt = new Map<string, number>();
let minuteStartedAt = 0;
let sentThisMinute = 0;

export function configureLogger(next: Partial<LoggerSettings>): void {
  Object.assign(settings, next);
}

function admit(key: string, now: number): boolean {
  const previous = lastSentAt.get(key);
  if (previous !== undefined && now - previous < repeatWindowMs) return false;
  for (const [seen, at] of lastSentAt) if (now - at >= repeatWindowMs) lastSentAt.delete(seen);
  if (now - minuteStartedAt >= 60_000) {
    minuteStartedAt = now;
    sentThisMinute = 0;
  }
  if (sentThisMinute >= perMinuteLimit) return false;
  sentThisMinute += 1;
  lastSentAt.set(key, now);
  return true;
}

/** Sends one record; resolves whatever happens (a logger must never throw at its caller). */
export async function log(level: LogLevel, message: string, payload: unknown = null): Promise<void> {
  const { url, enabled, context, send } = settings;
  if (!enabled || !url) {
    if (level === 'ERROR') console.error(`[logger] ${level}: ${message}`, redact(payload));
    if (level === 'WARN') console.warn(`[logger] ${level}: ${message}`, redact(payload));
    return;
  }
  const record: LogRecord = {
    appName: clientAppName,
    message: String(redact(message)),
    payload: redact({
      ...context,
      page: globalThis.location?.pathname ?? null,
      ...(payload && typeof payload === 'object' ? payload : { value: payload }),
    }),
    level,
    versionLogger,
  };
  if (!admit(`${level}:${record.message}:${JSON.stringify(record.payload)}`, Date.now())) return;
  try {
    await send(url, record);
  } catch (error) {
    console.warn('[logger] запись не отправлена:', error instanceof Error ? error.message : String(error));
  }
}

export const logError = (error: unknown, details: Record<string, unknown> = {}): Promise<void> =>
  log('ERROR', error instanceof Error ? error.message || error.name : String(error), { ...details, error });

export const logWarning = (message: string, details: Record<string, unknown> = {}): Promise<void> =>
  log('WARN', message, details);

/** For tests: forget the repeat and rate windows. */
export function resetLoggerLimits(): void {
  lastSentAt.clear();
  minuteStartedAt = 0;
  sentThisMinute = 0;
}
