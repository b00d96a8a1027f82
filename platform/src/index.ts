/**
 * The platform: what must be one instance per page, shared by the shell and every remote as one
 * singleton — the API client and its tokens, the session model, the query cache, toasts, the
 * navigation model, the analytics queue and the client-error logger. It has a real semver version
 * (package.json): additive changes are minor, anything else major; a remote built against a newer
 * platform than the live shell provides is refused by the shell (see `api-surface.json`).
 *
 * Everything without state (DTOs, API call functions, rules, texts, routes) is the contract
 * (`shared-contracts`), compiled into each part that uses it.
 */
export * from './api';
export * from './analytics';
export * from './logger';
export * from './navigation';
export * from './network';
export * from './query';
export * from './session';
export * from './storage';
export * from './toast';
