import type { ComponentType } from 'react';
import type { RemoteModuleProps, RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import type { ServerSlotRenderer } from '../shared/federation/server-remotes';

/**
 * A server render's remote modules: the component of a remote's module as its server side exposes
 * it, or why there is none (`planned`: by design — no server side, a module it does not draw —
 * which is no failure).
 */
export type ServerRemoteModules = (ref: RemoteModuleRef) => { component: ComponentType<RemoteModuleProps> } | { missing: string; planned?: boolean };

/** Why a place is the browser's to draw; `planned` when that is by design, not a failure. */
export class LeftToBrowser extends Error {
  constructor(
    reason: string,
    readonly planned: boolean,
  ) {
    super(reason);
    this.name = 'LeftToBrowser';
  }
}

/**
 * Stands where the server has no rendering of a remote's module: its error makes React send the
 * slot's loading state and leave that place to the browser, which draws it as it does without a
 * server.
 */
function DrawnInBrowser({ reason, planned }: { reason: string; planned: boolean }): never {
  throw new LeftToBrowser(reason, planned);
}

/** What fills each remote's place on the server: its page from its server side, or the browser's turn. */
export function serverSlotsOf(modules: ServerRemoteModules): ServerSlotRenderer {
  function ServerSlot({ target }: { target: RemoteModuleRef }) {
    const found = modules(target);
    if ('missing' in found) return <DrawnInBrowser reason={found.missing} planned={found.planned ?? false} />;
    const Page = found.component;
    return <Page />;
  }
  return (target) => <ServerSlot target={target} />;
}
