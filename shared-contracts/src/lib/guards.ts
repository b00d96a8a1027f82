/**
 * Stateless helpers used by several sub-paths. Being pure, a copy bundled into each sub-path's
 * chunk is harmless, so sub-paths may import `../lib/*` by relative path (and nothing else).
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
