import type { LogLevel, LogRecord } from '@microloans/platform';

/** What the stand-ins of the third-party log collector and visit tracker received. */
export type ClientLogLevel = LogLevel;

/** A record as the frontend's logger sends it (any logger version), and when it arrived. */
export type ClientLogEntry = Omit<LogRecord, 'versionLogger'> & { versionLogger: string; receivedAt: string };

/** Kept bounded: a misbehaving client must not grow the dev server's memory without end. */
export const MAX_CLIENT_LOGS = 500;

export class TelemetryStore {
  logs: ClientLogEntry[] = [];
  visits = 0;

  addLog(entry: ClientLogEntry): void {
    this.logs.push(entry);
    if (this.logs.length > MAX_CLIENT_LOGS) this.logs.splice(0, this.logs.length - MAX_CLIENT_LOGS);
  }

  reset(): void {
    this.logs = [];
    this.visits = 0;
  }
}
