export { flushHealth, openVisit, remoteFailed, sendHealthOnLeave, type FailureKind } from './health-report';
export { countUncaughtErrors, pageFailed, setPageOwner, type FileOwner } from './uncaught-errors';
