import type { RunningStaticServer } from './serve-static.mjs';
export function startStack(options?: { build?: boolean }): Promise<{ servers: RunningStaticServer[]; stop: () => Promise<void> }>;
