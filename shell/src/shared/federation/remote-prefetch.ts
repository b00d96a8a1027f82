import type { RemoteModuleRef } from 'shared-contracts/remotes';
import { usableManifest } from './remote-loader';

/** The files a module of a remote needs before it can run: its container's entry and the module's own chunks. */
export function moduleFiles(manifest: unknown, module: string, manifestUrl: string): string[] {
  const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  const entry = record(record(record(manifest).metaData).remoteEntry);
  const exposes = Array.isArray(record(manifest).exposes) ? (record(manifest).exposes as unknown[]) : [];
  const exposed = exposes.map(record).find((candidate) => candidate.path === module);
  const chunks = record(record(exposed?.assets).js).sync;
  const names = [
    ...(typeof entry.name === 'string' ? [`${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(Array.isArray(chunks) ? chunks.filter((name): name is string => typeof name === 'string') : []),
  ];
  // The manifest sits beside the files it lists (publicPath `auto`).
  return names.map((name) => new URL(name, manifestUrl).toString());
}

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
    // Versioned files are immutable and cached for a year; reading the body lets the cache keep it.
    void fetch(url, { priority: 'low' })
      .then((response) => response.blob())
      .catch(() => fetchedFiles.delete(url));
  }
}
