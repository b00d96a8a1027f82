import { DEFAULT_CODE_LOCK_SECONDS, DEFAULT_TOKEN_TTL_SECONDS, type DevApiOptions } from './options';

export const DEFAULT_PORT = 4000;
// Loopback by default; docker-compose sets DEV_API_HOST=0.0.0.0 inside its container.
export const HOST = process.env.DEV_API_HOST ?? '127.0.0.1';

export type CliConfig = {
  port: number;
  options: DevApiOptions;
};

type Env = Record<string, string | undefined>;

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function flagValue(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === undefined) continue;
    if (arg.startsWith(prefix)) return arg.slice(prefix.length);
    if (arg === `--${name}`) {
      const next = argv[i + 1];
      return next !== undefined && !next.startsWith('--') ? next : undefined;
    }
  }
  return undefined;
}

const truthy = (raw: string | undefined): boolean =>
  raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase());

/** Reads env variables and command-line flags (flags win). */
export function readCliConfig(env: Env, argv: readonly string[]): CliConfig {
  const port = positiveInt(flagValue(argv, 'port') ?? env.DEV_API_PORT, DEFAULT_PORT, 'DEV_API_PORT');
  const tokenTtlSeconds = positiveInt(
    flagValue(argv, 'token-ttl') ?? env.DEV_API_TOKEN_TTL,
    DEFAULT_TOKEN_TTL_SECONDS,
    'DEV_API_TOKEN_TTL',
  );
  const codeLockSeconds = positiveInt(
    flagValue(argv, 'code-lock') ?? env.DEV_API_CODE_LOCK,
    DEFAULT_CODE_LOCK_SECONDS,
    'DEV_API_CODE_LOCK',
  );
  return {
    port,
    options: {
      tokenTtlSeconds,
      codeLockSeconds,
      devEndpoints: argv.includes('--dev-endpoints') || truthy(env.DEV_API_TEST_ENDPOINTS),
      logger: argv.includes('--log') || truthy(env.DEV_API_LOG),
    },
  };
}
