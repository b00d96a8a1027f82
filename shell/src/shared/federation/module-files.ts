import { recordOrEmpty } from '@microloans/shared-contracts/guards';
/** The files a module of a remote needs before it can run: its container's entry and the module's own chunks. */
export function moduleFiles(manifest: unknown, module: string, manifestUrl: string): string[] {
  const entry = recordOrEmpty(recordOrEmpty(recordOrEmpty(manifest).metaData).remoteEntry);
  const exposes = Array.isArray(recordOrEmpty(manifest).exposes) ? (recordOrEmpty(manifest).exposes as unknown[]) : [];
  const exposed = exposes.map(recordOrEmpty).find((candidate) => candidate.path === module);
  const chunks = recordOrEmpty(recordOrEmpty(exposed?.assets).js).sync;
  const names = [
    ...(typeof entry.name === 'string' ? [`${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(Array.isArray(chunks) ? chunks.filter((name): name is string => typeof name === 'string') : []),
  ];
  // The manifest sits beside the files it lists (publicPath `auto`).
  return names.map((name) => new URL(name, manifestUrl).toString());
}

/**
 * Brings a file into the HTTP cache as the `<script>` that later runs it asks for it: a remote's
 * files are loaded with Subresource Integrity, so across origins as CORS requests (`crossorigin`),
 * which a plain fetch is too (the servers answer with `Vary: Origin`: another kind of request would
 * be cached apart and the script would ask the server again); the shell's own, without an `Origin`
 * header either way. Nothing is run.
 */
export function prefetchFile(url: string, priority: RequestPriority = 'auto'): Promise<void> {
  return fetch(url, { priority }).then(async (response) => {
    await response.blob();
  });
}
