export { captureGlobalErrors } from './capture';
export { clientAppName, configureLogger, log, logError, logWarning, resetLoggerLimits, versionLogger } from './logger';
export type { LoggerSettings, LogLevel, LogRecord } from './logger';
export { redact } from './redact';
