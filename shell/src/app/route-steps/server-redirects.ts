import type { RedirectDto } from 'shared-contracts/api';
import { contentApi } from 'shared-contracts/api';

/** Server-defined redirects, read at most every 5 s (SPEC §9) and never waited on for long. */
const cacheMs = 5000;
const waitAtMostMs = 1500;

let cached: { at: number; rules: RedirectDto[] } | null = null;
let inFlight: Promise<RedirectDto[]> | null = null;

function fetchRules(): Promise<RedirectDto[]> {
  inFlight ??= contentApi
    .redirects()
    .then((rules) => {
      cached = { at: Date.now(), rules: Array.isArray(rules) ? rules : [] };
      return cached.rules;
    })
    .catch(() => cached?.rules ?? [])
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export async function serverRedirectRules(): Promise<RedirectDto[]> {
  if (cached && Date.now() - cached.at < cacheMs) return cached.rules;
  const timeout = new Promise<RedirectDto[]>((resolve) => setTimeout(() => resolve(cached?.rules ?? []), waitAtMostMs));
  return Promise.race([fetchRules(), timeout]);
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function findRedirect(rules: readonly RedirectDto[], pathname: string): RedirectDto | null {
  return rules.find((rule) => trimSlash(rule.from) === trimSlash(pathname)) ?? null;
}
