import type { RemoteModuleRef } from 'shared-contracts/remotes';
import { moduleFiles, prefetchFile } from './module-files';
import { usableManifest } from './remote-loader';

const fetchedFiles = new Set<string>();

/**
 * Brings a module's files into the HTTP cache without running them: a borrower's finger resting on
 * a link on its way to a scroll costs no long task, and the navigation that may follow runs the
 * module from the cache. Compatibility is checked first, so a refused version is never fetched.
 * Loaded on the first intent, not with the page.
 */
export async function prefetchRemoteModule({ remote, module }: RemoteModuleRef): Promise<void> {
  const usable = await usableManifest(remote);
  if (!usable) return;
  for (const url of moduleFiles(usable.manifest, module, usable.url)) {
    if (fetchedFiles.has(url)) continue;
    fetchedFiles.add(url);
    // Versioned files are immutable and cached for a year.
    void prefetchFile(url, 'low').catch(() => fetchedFiles.delete(url));
  }
}
