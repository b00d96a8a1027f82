import { createContext, type ComponentType } from 'react';
import type { RemoteModuleProps, RemoteModuleRef } from '@microloans/shared-contracts/remotes';

/**
 * A server render's remote modules: the component of a remote's page as its server side exposes
 * it (at the version this visitor is served), or why there is none. Only the server provides it;
 * in the browser a slot loads its module through the federation runtime.
 */
export type ServerRemoteModules = (ref: RemoteModuleRef) => { component: ComponentType<RemoteModuleProps> } | { missing: string };

export const ServerRemotesContext = createContext<ServerRemoteModules | null>(null);

/**
 * Stands where the server has no rendering of a remote's module: its error makes React send the
 * slot's loading state and leave that place to the browser, which draws it as it does today.
 */
export function DrawnInBrowser({ reason }: { reason: string }): never {
  throw new Error(reason);
}
