import { registerGlobalPlugins, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ShareScopeMap = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadShare']>>[0]['shareScopeMap'];

/**
 * The federation runtime keeps the promise of a shared module's load (`ui-kit/forms`, antd's
 * context…) once started, and hands that same promise to every later load: a load that failed
 * when the network dropped failed for good, every «Повторить» included. After a failure the
 * failed load is dropped, so the next one fetches again (what the bundler already does for its
 * own chunks, and the runtime for a remote's entry and manifest).
 */
export function forgetFailedShareLoad(shareScopeMap: ShareScopeMap, pkgName: string): void {
  for (const scope of Object.values(shareScopeMap)) {
    for (const shared of Object.values(scope[pkgName] ?? {})) {
      if (!shared.loaded && shared.loading) shared.loading = undefined;
    }
  }
}

const plugin: ModuleFederationRuntimePlugin = {
  name: 'forget-failed-loads',
  errorLoadShare: ({ shareScopeMap, pkgName }) => forgetFailedShareLoad(shareScopeMap, pkgName),
};

/** For the page's federation runtime: the shell's own instance, and every remote's as it starts. */
export function installForgetFailedLoads(): void {
  registerGlobalPlugins([plugin]);
  registerPlugins([plugin]);
}
