import { type Part } from './parts';
export type BuildReport = {
    total: number;
    parts: Record<string, number>;
    versions: Record<string, string>;
};
export declare function buildPart(part: Part, env?: NodeJS.ProcessEnv, cwd?: string): Promise<{
    seconds: number;
    version: string;
}>;
export declare function buildAll({ concurrency }?: {
    concurrency?: number | undefined;
}): Promise<BuildReport>;
