import { type Server } from 'node:http';
import { type CspSources } from './serving-policy';
export type PartServerOptions = {
    /** The part's folder in the release store (`<store>/mf-cabinet`). */
    root: string;
    kind: 'shell' | 'remote';
    port: number;
    host?: string;
    /** Origins allowed to read this part's files from scripts (the shell's, for a remote). */
    corsOrigins: string[];
    /** The Content-Security-Policy sources; the shell's live inline-script hashes are added per request. */
    csp: Omit<CspSources, 'scriptHashes'>;
    label?: string;
};
export type RunningServer = {
    url: string;
    label: string;
    close: () => Promise<void>;
    server: Server;
};
export declare function startPartServer(options: PartServerOptions): Promise<RunningServer>;
