import { hostName, remotePackages, type RemoteName } from 'shared-contracts/remotes';
export declare const repoRoot: string;
export type PartName = 'shell' | (typeof remotePackages)[RemoteName];
export type Part = {
    /** Folder and package name (`mf-cabinet`). */
    name: PartName;
    /** Module Federation container (`mf_cabinet`); `shell` for the host. */
    container: typeof hostName | RemoteName;
    /** Port of its web server on 127.0.0.1 (`npm start`). */
    port: number;
};
export declare const remoteParts: Part[];
export declare const shellPart: Part;
export declare const parts: Part[];
export declare function partNamed(name: string): Part;
export declare const isRemote: (part: Part) => part is Part & {
    container: RemoteName;
};
export declare const devApiPort: 4000;
export declare const localOrigin: (port: number) => string;
/** Where a part's builds go: one folder per version, and `last-build.json` naming the newest. */
export declare const distDir: (part: Part) => string;
