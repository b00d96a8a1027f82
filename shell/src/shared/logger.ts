/**
 * Reports client errors. Issue #3 sends them to `loggerUrl` in production builds; until then the
 * shell only writes them to the console, with the remote's name and version when a remote failed.
 */
export type ErrorContext = { remote?: string; module?: string; version?: string };

export function reportError(error: unknown, context: ErrorContext = {}): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error('[shell]', message, context);
}
