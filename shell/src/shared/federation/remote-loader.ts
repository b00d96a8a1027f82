import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedComponentModule, RemoteModuleRef, RemoteName, RemotesManifest } from 'shared-contracts/remotes';

/**
 * Knows where each remote lives (from `remotes.json`) and loads its modules on demand. Nothing of
 * a remote is fetched before a route or widget asks for it. When the live `entry` fails, the
 * previous good version is tried before giving up.
 */
type RemoteState = { activeUrl: string | null; failed: boolean };

let manifest: RemotesManifest | null = null;
const states = new Map<RemoteName, RemoteState>();

export function setRemotesManifest(next: RemotesManifest): void {
  manifest = next;
  states.clear();
}

export function remoteDeployment(remote: RemoteName) {
  if (!manifest) throw new Error('remotes.json is not loaded yet');
  return manifest[remote];
}

function stateOf(remote: RemoteName): RemoteState {
  let state = states.get(remote);
  if (!state) {
    state = { activeUrl: null, failed: false };
    states.set(remote, state);
  }
  return state;
}

function selectEntry(remote: RemoteName, url: string): void {
  const state = stateOf(remote);
  if (state.activeUrl === url && !state.failed) return;
  // `force` drops whatever the runtime cached for this remote, including a failed load.
  registerRemotes([{ name: remote, entry: url }], { force: state.activeUrl !== null });
  state.activeUrl = url;
  state.failed = false;
}

async function loadFrom({ remote, module }: RemoteModuleRef, url: string): Promise<ExposedComponentModule> {
  selectEntry(remote, url);
  try {
    const loaded = await loadRemote<ExposedComponentModule>(`${remote}/${module.slice(2)}`);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new Error(`${remote}/${module} has no default export`);
    }
    return loaded;
  } catch (error) {
    stateOf(remote).failed = true;
    throw error;
  }
}

/** The version of a remote that is serving now: its live version, or `previous` after a fallback. */
export function activeVersionLabel(remote: RemoteName): string {
  const deployment = remoteDeployment(remote);
  const { activeUrl } = stateOf(remote);
  return activeUrl && activeUrl === deployment.previous ? `previous (${activeUrl})` : deployment.version;
}

export async function loadRemoteModule(ref: RemoteModuleRef): Promise<ExposedComponentModule> {
  const { entry, previous } = remoteDeployment(ref.remote);
  const state = stateOf(ref.remote);
  // Once the page fell back to `previous`, the rest of that remote's modules come from there too.
  const startUrl = state.activeUrl === previous && previous && !state.failed ? previous : entry;
  try {
    return await loadFrom(ref, startUrl);
  } catch (error) {
    if (!previous || startUrl === previous) throw error;
    console.warn(`[shell] ${ref.remote}: live version failed to load, trying the previous one`);
    return loadFrom(ref, previous);
  }
}
