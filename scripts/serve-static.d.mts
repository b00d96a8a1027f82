export type StaticServerOptions = {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  runtimeDir?: string | null;
  label?: string;
};
export type RunningStaticServer = { url: string; label: string; close: () => Promise<void> };
export function cacheControlFor(fileName: string): string;
export function isAssetPath(pathname: string): boolean;
export function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer>;
