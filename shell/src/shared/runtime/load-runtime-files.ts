import { parseRuntimeConfig, type RuntimeConfig } from 'shared-contracts/config';
import { parseRemotesManifest, type RemotesManifest } from 'shared-contracts/remotes';

export type RuntimeFiles = { config: RuntimeConfig; remotes: RemotesManifest };

async function fetchJson(path: string): Promise<unknown> {
  // Served from the shell's own origin, never cached, never part of the build.
  const response = await fetch(path, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

export async function loadRuntimeFiles(): Promise<RuntimeFiles> {
  const [config, remotes] = await Promise.all([fetchJson('/config.json'), fetchJson('/remotes.json')]);
  return { config: parseRuntimeConfig(config), remotes: parseRemotesManifest(remotes) };
}
