import { readCookie } from '@microloans/platform/cookies';
import { inCanaryShare, parseRemotesManifest, type RemoteModuleRef, type RemotesManifest, type VersionIntegrity } from '@microloans/shared-contracts/remotes';
import { readOrCreateClientId } from '../shared/runtime/client-id';
import { versionGaps, type ProvidedVersions } from '../shared/federation/compatibility';
import { moduleFiles, prefetchFile } from '../shared/federation/module-files';
import { routeAt } from './route-match';

/**
 * The first page's remote files, requested by the entry as soon as `remotes.json` is in: its
 * route's module (and the widgets a shell page shows) travel while the shell's own code is still
 * downloading, instead of after it has run (manifest → entry → chunks was a chain of round trips
 * behind it). Nothing is run here; the loader later finds the files in the HTTP cache. Imports
 * nothing shared: this runs before Module Federation has negotiated the shared modules.
 */

/** The remote modules the page at `pathname` renders first; none for a page the visitor will be sent away from. */
export function firstModulesOf(pathname: string, signedIn: boolean): RemoteModuleRef[] {
  const route = routeAt(pathname);
  if (!route || (route.guards.includes('protect') && !signedIn)) return [];
  return [...('shell' in route.target ? [] : [route.target]), ...(route.widgets ?? [])];
}

/** The version this visitor gets: the canary when their sticky bucket is in its share, else the live one. */
function versionFor(remotes: RemotesManifest, remote: RemoteModuleRef['remote'], clientId: string | null): { entry: string; integrity?: VersionIntegrity | null } {
  const deployment = remotes[remote];
  return deployment.canary && inCanaryShare(deployment, remote, clientId) ? deployment.canary : deployment;
}

async function prefetchModule({ entry: manifestUrl, integrity }: { entry: string; integrity?: VersionIntegrity | null }, module: string, provided: ProvidedVersions): Promise<void> {
  // A version the loader will refuse (nothing says what it must be) is never fetched.
  if (!integrity && process.env.NODE_ENV !== 'development') return;
  // The same request the loader makes for the manifest: the second one is a cache hit.
  const response = await fetch(manifestUrl, integrity ? { integrity: integrity.manifest } : {});
  if (!response.ok) return;
  const manifest: unknown = await response.json();
  // A version this shell will refuse is never fetched.
  if (versionGaps(manifest, provided).length > 0) return;
  for (const url of moduleFiles(manifest, module, manifestUrl)) void prefetchFile(url).catch(() => undefined);
}

const signedInNow = () => readCookie('token') !== null;

export function prefetchFirstPage(remotesJson: Promise<unknown>, provided: ProvidedVersions): void {
  const modules = firstModulesOf(window.location.pathname, signedInNow());
  if (modules.length === 0) return;
  void remotesJson
    .then((json) => {
      const remotes = parseRemotesManifest(json);
      const clientId = readOrCreateClientId();
      return Promise.all(modules.map((ref) => prefetchModule(versionFor(remotes, ref.remote, clientId), ref.module, provided)));
    })
    // Only a head start: whatever fails here, the loader does again and reports.
    .catch(() => undefined);
}
