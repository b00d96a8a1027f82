import { type Part } from './parts';
import { type HistoryRecord, type ReleaseStore } from './release-store';
/** Where each part's web server is reachable (the URLs `remotes.json` points browsers at). */
export type Origins = Record<string, string>;
export type CommandContext = {
    store: ReleaseStore;
    origins: Origins;
    /** Who runs the command, for the history. */
    who?: string;
    /** How a manifest is fetched (tests may slow it down); `fetch` by default. */
    fetchJson?: (url: string) => Promise<unknown>;
};
export declare const manifestUrl: (origin: string, version: string) => string;
/** The version the part's last build wrote (`dist/last-build.json`). */
export declare function lastBuiltVersion(part: Part): string;
/**
 * `release <part> [version]`: publishes the built version (never over a published one), checks
 * that its manifest answers and names the right container, then makes it live with the former
 * live version as `previous`.
 */
export declare function release(context: CommandContext, partName: string, requested?: string): Promise<HistoryRecord>;
/** `rollback <part>`: `previous` goes live; the version before it becomes `previous`. */
export declare function rollback(context: CommandContext, partName: string): Promise<HistoryRecord>;
/** `canary <part> <version> <percent>`: a sticky share of visitors gets that version. */
export declare function canary(context: CommandContext, partName: string, version: string, percentText: string): Promise<HistoryRecord>;
/** `promote <part>`: the canary goes live for everyone; the former live version is `previous`. */
export declare function promote(context: CommandContext, partName: string): Promise<HistoryRecord>;
/** `releases <part>`: who published, released, rolled back or canaried what, when, from what. */
export declare function releases(context: CommandContext, partName: string): Promise<HistoryRecord[]>;
