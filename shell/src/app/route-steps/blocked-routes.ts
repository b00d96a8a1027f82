import { contentApi } from 'shared-contracts/api';

/** The server's list of routes switched off (`GET /routes/blacklist`), read at most every 5 s. */
const cacheMs = 5000;
let cached: { at: number; paths: string[] } | null = null;

export async function blockedPaths(): Promise<string[]> {
  if (cached && Date.now() - cached.at < cacheMs) return cached.paths;
  try {
    const { paths } = await contentApi.blockedRoutes();
    cached = { at: Date.now(), paths: Array.isArray(paths) ? paths : [] };
  } catch {
    // The list is a switch for operators; without it every route stays open.
    cached = { at: Date.now(), paths: cached?.paths ?? [] };
  }
  return cached.paths;
}

/** `/profile` blocks `/profile` only; `/profile/*` blocks it and everything under it. */
export function isBlocked(paths: readonly string[], pathname: string): boolean {
  return paths.some((pattern) =>
    pattern.endsWith('/*')
      ? pathname === pattern.slice(0, -2) || pathname.startsWith(pattern.slice(0, -1))
      : pathname === pattern || pathname === `${pattern}/`,
  );
}
