export { NewVersionNotice } from './new-version-notice';
export { versionPollIntervalMs } from './version-check';
