import { createContext, type ReactNode } from 'react';
import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';

/**
 * A server render's way to fill a remote's place: the remote's page from its server side (at the
 * version this visitor is served), in the same place of the tree as the browser's module, so the
 * browser hydrates it once its module has arrived. Only the server provides it
 * (shell/src/server/server-slots.tsx); in the browser a slot loads its module through the
 * federation runtime.
 */
export type ServerSlotRenderer = (target: RemoteModuleRef) => ReactNode;

export const ServerSlotContext = createContext<ServerSlotRenderer | null>(null);
