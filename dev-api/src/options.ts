export type CodeSentEvent = { target: string; code: string; action: string | null };

export type DevApiOptions = {
  /** Lifetime of access tokens, seconds. Default 3600. */
  tokenTtlSeconds?: number;
  /** Lifetime of refresh tokens, seconds. Default 30 days. */
  refreshTtlSeconds?: number;
  /** Registers the `/__dev/*` test endpoints (codes, reset, faults, ...). Default false. */
  devEndpoints?: boolean;
  /** Resend lock of phone and email codes, seconds. Default 60. */
  codeLockSeconds?: number;
  /** How long a sent code can be used, seconds. Default 600. */
  codeTtlSeconds?: number;
  /** Fastify request logging. Default false. */
  logger?: boolean;
  /** Clock in epoch milliseconds; tests inject a fake one. Default Date.now. */
  now?: () => number;
  /** Called every time a phone or email code is generated (main.ts prints it). */
  onCodeSent?: (event: CodeSentEvent) => void;
};

export type ResolvedOptions = {
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  devEndpoints: boolean;
  codeLockSeconds: number;
  codeTtlSeconds: number;
  logger: boolean;
  now: () => number;
  onCodeSent: (event: CodeSentEvent) => void;
};

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_REFRESH_TTL_SECONDS = 30 * 24 * 3600;
export const DEFAULT_CODE_LOCK_SECONDS = 60;
export const DEFAULT_CODE_TTL_SECONDS = 600;

export function resolveOptions(options: DevApiOptions): ResolvedOptions {
  return {
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: options.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS,
    devEndpoints: options.devEndpoints ?? false,
    codeLockSeconds: options.codeLockSeconds ?? DEFAULT_CODE_LOCK_SECONDS,
    codeTtlSeconds: options.codeTtlSeconds ?? DEFAULT_CODE_TTL_SECONDS,
    logger: options.logger ?? false,
    now: options.now ?? Date.now,
    onCodeSent: options.onCodeSent ?? (() => undefined),
  };
}
