import type { PartName } from './parts';
export type HistoryRecord = {
    at: string;
    who: string;
    action: 'publish' | 'release' | 'rollback' | 'canary' | 'promote' | 'release-shell';
    part: PartName;
    version: string;
    from: string | null;
    note?: string;
};
/** Writes a file so readers see the old or the new content, never a half: a temporary file, then a rename. */
export declare function writeAtomically(file: string, content: string): Promise<void>;
/** `1.2.0+lq3k2` and the like: a package version and a build id. */
export declare const isVersionName: (name: string) => boolean;
export declare class ReleaseStore {
    readonly root: string;
    constructor(root: string);
    partDir(part: PartName): string;
    versionDir(part: PartName, version: string): string;
    get shellDir(): string;
    get remotesFile(): string;
    get historyFile(): string;
    isPublished(part: PartName, version: string): Promise<boolean>;
    /** Published versions of a part, oldest first (by publication time). */
    versions(part: PartName): Promise<string[]>;
    /**
     * Copies a built version folder into the store. Refuses a version already published (its files
     * are immutable: browsers and CDNs cache them for a year). The copy is made under a temporary
     * name and renamed into place, so a half-copied version is never served.
     */
    publish(part: PartName, version: string, fromDir: string): Promise<void>;
    /** Puts a published shell version live: its page and latest.json go to the top level. */
    putShellLive(version: string): Promise<void>;
    /** The live shell's version (from its latest.json at the top level), or null before the first release. */
    liveShellVersion(): Promise<string | null>;
    /** One line per operation, appended, never rewritten. */
    appendHistory(record: HistoryRecord): Promise<void>;
    history(part?: PartName): Promise<HistoryRecord[]>;
    /** Copies a runtime file template (config.json) to the shell's top level unless it is there. */
    ensureShellFile(name: 'config.json', template: string): Promise<void>;
}
