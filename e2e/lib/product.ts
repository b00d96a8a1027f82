import type { RemoteName } from '@microloans/shared-contracts/remotes';
import { remoteNames, remotePackages } from '@microloans/shared-contracts/remotes';
import { localStack } from '../../deploy/src/local-stack';

/**
 * The copy of the product this test worker drives. The product's specs run in two workers, and
 * each has a copy of its own (playwright.config.ts starts `npm start`'s and one 200 ports above
 * it, with its own dev-api and store), so no worker resets, faults or counts another's dev-api.
 * A worker's slot picks its copy (Playwright's TEST_PARALLEL_INDEX: two workers running at once
 * never share a slot); outside a worker (the runner, the bench) it is `npm start`'s.
 */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const product = localStack(workerSlot * 200);

export const shellOrigin = product.deployment.origins.shell!;
export const devApiUrl = `http://127.0.0.1:${product.devApiPort}`;
/** The render tier, asked directly (the shell's server keeps its connections to it open). */
export const renderTierUrl = `http://127.0.0.1:${product.renderPort}`;
export const storeDir = product.storeDir;
export const remoteOrigins = Object.fromEntries(remoteNames.map((name) => [name, product.deployment.origins[remotePackages[name]]!])) as Record<RemoteName, string>;
export const remotePort = (name: RemoteName) => Number(new URL(remoteOrigins[name]).port);

/**
 * A port for a server a test starts of its own (another shell origin, a remote it stops): the
 * copy's ten, which its remotes allow as shell origins (the local deployment's 3100–3109, moved).
 */
export function sparePort(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index > 9) throw new Error(`sparePort(${index}): 0–9`);
  return 3100 + product.offset + index;
}
/** A remote's host and port (`127.0.0.1:3004`), as hostile URLs spell it without a scheme. */
export const remoteHost = (name: RemoteName) => new URL(remoteOrigins[name]).host;
