export { apiClient, configureApi, ensureToken, requestTimeoutMs, anonymTokenRetries } from './client';
export type { ApiSettings } from './client';
export { authApi, userApi } from './endpoints';
export { errorTexts, isApiError, toApiError } from './errors';
export type { ApiError, Violation } from './errors';
export { withoutEmptyValues } from './payload';
export {
  createMemoryTokenStore,
  onTokensChange,
  readTokens,
  saveAnonymTokens,
  saveUserTokens,
  tokenCookieNames,
  setTokenStore,
} from './tokens';
export type { TokenPair, Tokens, TokenStore } from './tokens';
export type * from './dto';
