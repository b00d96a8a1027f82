export { flushHealth, openVisit, remoteFailed, remoteLoaded, sendHealthOnLeave, type FailureKind } from './health-report';
export { countUncaughtErrors, pageFailed, setPageOwner, type FileOwner } from './uncaught-errors';
