import { type Origins } from './commands';
export declare const defaultStoreDir: () => string;
export declare const defaultDeploymentFile: () => string;
/**
 * A deployment: the public origin of each part (what `remotes.json` points browsers at), and the
 * shell origins allowed to load the remotes (CORS).
 */
export type Deployment = {
    origins: Origins;
    shellOrigins: string[];
};
export declare const readDeployment: (file?: string) => Deployment;
export declare function runCli(argv: string[]): Promise<string>;
