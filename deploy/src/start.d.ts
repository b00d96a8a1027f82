import { type RuntimeConfig } from 'shared-contracts/config';
import { type Deployment } from './cli';
import { type CommandContext, type Origins } from './commands';
import { type Part } from './parts';
import { ReleaseStore } from './release-store';
import { type RunningServer } from './server';
import { type CspSources } from './serving-policy';
export declare const localConfigFile: string;
export declare function startDevApi({ port, testEndpoints }?: {
    port?: 4000 | undefined;
    testEndpoints?: boolean | undefined;
}): {
    child: import("child_process").ChildProcessByStdio<null, null, null>;
    ready: Promise<void>;
    stop: () => Promise<void>;
};
/** The CSP sources of a deployment, from its origins and the shell's config.json. */
export declare function servingSettings(origins: Origins, config: RuntimeConfig): {
    shellCsp: Omit<CspSources, "scriptHashes">;
    remoteCsp: Omit<CspSources, "scriptHashes">;
};
export type PartServers = {
    servers: RunningServer[];
    stop: () => Promise<void>;
};
/** One Node server per part, each serving its folder of the store. */
export declare function servePartsFromStore(store: ReleaseStore, deployment: Deployment, config: RuntimeConfig, portOf?: (part: Part) => number): Promise<PartServers>;
/** Releases each part's last build unless it is live already: the remotes first, then the shell. */
export declare function releaseLastBuilds(context: CommandContext): Promise<string[]>;
export type Stack = {
    servers: RunningServer[];
    store: ReleaseStore;
    stop: () => Promise<void>;
};
export declare function startStack({ build, storeDir }?: {
    build?: boolean | undefined;
    storeDir?: string | undefined;
}): Promise<Stack>;
