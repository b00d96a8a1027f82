export type BuildReport = { total: number; parts: Record<string, number> };
export function buildAll(options?: { concurrency?: number }): Promise<BuildReport>;
