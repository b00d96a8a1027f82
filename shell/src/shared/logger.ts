import { logError } from '@microloans/platform';

/**
 * What the shell reports when something breaks: the error and, when a remote failed, the remote's
 * name, module and the version that was serving. Records go to the client-error logger
 * (shared-contracts/logger): the collector in production builds, the console otherwise.
 */
export type ErrorContext = { remote?: string; module?: string; version?: string; kind?: string };

export function reportError(error: unknown, context: ErrorContext = {}): void {
  void logError(error, { kind: 'react-error-boundary', ...context });
}
