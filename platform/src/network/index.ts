export { connectionFailure, connectionTexts, isOffline, onConnectionRestored } from './connection';
export { createModuleLoader, isModuleUnavailable, loadModule, moduleLoadRetries, ModuleUnavailableError } from './load-module';
export type { ModuleLoader, ModuleLoaderOptions, ModuleLoadOptions, ModuleState } from './load-module';
export { connectionRestored } from './model';
