import { allSettled, fork } from 'effector';
import { createRoot } from 'react-dom/client';
import { configureApi } from 'shared-contracts/api';
import { appStarted } from 'shared-contracts/session';
import { preloadFormsKitWhenIdle } from '../shared/federation/provided-modules';
import { setRemotesManifest } from '../shared/federation/remote-loader';
import { loadRuntimeFiles } from '../shared/runtime/load-runtime-files';
import { setRuntimeConfig } from '../shared/runtime/runtime-config';
import { App } from './app';
import { StartupFailure } from './startup-failure';

/**
 * Reads the runtime files, points the API client and the federation runtime at them, forks the
 * page's one Effector scope and renders. Remotes render inside this tree and use this scope.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const { config, remotes } = await loadRuntimeFiles();
    setRuntimeConfig(config);
    configureApi({ baseUrl: config.apiBaseUrl });
    setRemotesManifest(remotes);
    const scope = fork();
    await allSettled(appStarted, { scope });
    root.render(<App scope={scope} />);
    preloadFormsKitWhenIdle();
  } catch (error) {
    console.error('[shell] start failed', error);
    root.render(<StartupFailure />);
  }
}
