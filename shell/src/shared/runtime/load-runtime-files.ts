import { parseRuntimeConfig, type RuntimeConfig } from '@microloans/shared-contracts/config';
import { parseRemotesManifest, type RemotesManifest } from '@microloans/shared-contracts/remotes';
import { requestRuntimeFiles } from './fetch-runtime-files';

export type RuntimeFiles = { config: RuntimeConfig; remotes: RemotesManifest };

export async function loadRuntimeFiles(): Promise<RuntimeFiles> {
  const { config, remotes } = requestRuntimeFiles();
  const [configJson, remotesJson] = await Promise.all([config, remotes]);
  return { config: parseRuntimeConfig(configJson), remotes: parseRemotesManifest(remotesJson) };
}
