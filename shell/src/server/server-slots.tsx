import type { ComponentType } from 'react';
import type { RemoteModuleProps, RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import type { ServerSlotRenderer } from '../shared/federation/server-remotes';

/**
 * A server render's remote modules: the component of a remote's module as its server side exposes
 * it, or why there is none (`planned`: by design — no server side, a module it does not draw —
 * which is no failure).
 */
export type ServerRemoteModules = (ref: RemoteModuleRef) => { component: ComponentType<RemoteModuleProps>; owner: DrawnModule } | { missing: string; planned?: boolean };

/** A remote's module the server drew, at its version. */
export type DrawnModule = { remote: string; version: string; module: string };

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

/**
 * What fills each remote's place on the server: its page from its server side, or the browser's
 * turn. Each module drawn is noted in `drawn` (remote, version, module), so a failure can be told
 * with who was drawing.
 */
export function serverSlotsOf(modules: ServerRemoteModules, drawn: DrawnModule[] = []): ServerSlotRenderer {
  function ServerSlot({ target }: { target: RemoteModuleRef }) {
    const found = modules(target);
    if ('missing' in found) return <DrawnInBrowser reason={found.missing} planned={found.planned ?? false} />;
    if (!drawn.some(({ remote, module }) => remote === found.owner.remote && module === found.owner.module)) drawn.push(found.owner);
    const Page = found.component;
    return <Page />;
  }
  return (target) => <ServerSlot target={target} />;
}
