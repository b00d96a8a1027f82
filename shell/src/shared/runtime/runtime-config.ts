import type { RuntimeConfig } from '@microloans/shared-contracts/config';

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('config.json is not loaded yet');
  return current;
}
