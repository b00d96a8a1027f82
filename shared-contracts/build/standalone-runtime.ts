import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/**
 * The federation runtime for a remote's standalone page. Remotes are built with
 * `experiments.externalRuntime` and read the runtime from this global, which the shell provides
 * on the real page; a remote's own page has no shell, so this script (loaded before the remote's
 * entry) provides it.
 */
const scope = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
scope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
