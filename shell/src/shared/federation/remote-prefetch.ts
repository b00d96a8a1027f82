import { recordOrEmpty } from '@microloans/shared-contracts/guards';
import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import { moduleFiles, prefetchFile } from './module-files';
import { usableManifest } from './remote-loader';

const fetchedFiles = new Set<string>();

/** Where this build's files are served from (Rspack's public path, found at run time). */
declare const __webpack_public_path__: string;

function prefetchFiles(urls: readonly string[]): void {
  for (const url of urls) {
    if (fetchedFiles.has(url)) continue;
    fetchedFiles.add(url);
    // Versioned files are immutable and cached for a year.
    void prefetchFile(url, 'low').catch(() => fetchedFiles.delete(url));
  }
}

/**
 * Brings a module's files into the HTTP cache without running them: a borrower's finger resting on
 * a link on its way to a scroll costs no long task, and the navigation that may follow runs the
 * module from the cache. Compatibility is checked first, so a refused version is never fetched.
 * Loaded on the first intent, not with the page.
 */
export async function prefetchRemoteModule({ remote, module }: RemoteModuleRef): Promise<void> {
  const usable = await usableManifest(remote);
  if (!usable) return;
  prefetchFiles(moduleFiles(usable.manifest, module, usable.url));
}

/**
 * The files of a module this build provides to the page (a shared module, such as the form kit),
 * read from its own `mf-manifest.json`: scripts and styles, beside the manifest.
 */
export function providedModuleFiles(manifest: unknown, shareKey: string, manifestUrl: string): string[] {
  const shared = Array.isArray(recordOrEmpty(manifest).shared) ? (recordOrEmpty(manifest).shared as unknown[]) : [];
  const assets = recordOrEmpty(shared.map(recordOrEmpty).find((candidate) => candidate.name === shareKey)?.assets);
  const names = [recordOrEmpty(assets.js).sync, recordOrEmpty(assets.css).sync].flatMap((list) =>
    Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [],
  );
  return names.map((name) => new URL(name, manifestUrl).toString());
}

/**
 * The form kit's files (antd's form controls and its core, which the first page does not carry),
 * fetched on the intent to open a page with a form: on a slow network they are the larger part of
 * what that page waits for. The shell's own manifest lists them; nothing is run.
 */
export async function prefetchFormsKit(): Promise<void> {
  const manifestUrl = new URL('mf-manifest.json', new URL(__webpack_public_path__, document.baseURI)).toString();
  const response = await fetch(manifestUrl);
  if (!response.ok) return;
  prefetchFiles(providedModuleFiles(await response.json(), '@microloans/ui-kit/forms', manifestUrl));
}
