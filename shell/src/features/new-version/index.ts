export { DeferredNewVersionNotice as NewVersionNotice } from './deferred-notice';
export { versionPollIntervalMs } from './version-check';
