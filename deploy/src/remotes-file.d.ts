import type { RemoteDeployment, RemoteName } from 'shared-contracts/remotes';
import { type ReleaseStore } from './release-store';
/** What the file holds while remotes are being released one by one (the shell needs all four). */
export type RemotesFile = Partial<Record<RemoteName, RemoteDeployment>>;
/** Runs `work` holding the store's lock (a directory: `mkdir` either creates it or fails, atomically). */
export declare function withStoreLock<T>(store: ReleaseStore, work: () => Promise<T>): Promise<T>;
export declare function readRemotesFile(store: ReleaseStore): Promise<RemotesFile>;
/**
 * Changes `remotes.json` under the lock. `change` gets the file as it is and returns it as it
 * should be; it may throw to refuse (nothing is written then).
 */
export declare function updateRemotesFile(store: ReleaseStore, change: (current: RemotesFile) => Promise<RemotesFile> | RemotesFile): Promise<RemotesFile>;
