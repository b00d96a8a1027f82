export { announceApiError, anonymTokenRetries, apiClient, configureApi, ensureToken, requestTimeoutMs } from './client';
export type { ApiSettings } from './client';
export type { AddressDto, Gender, LoyaltySettingsDto, UserProfileAnswerDto, UserProfileDto } from './dto';
export { clientErrorTexts, isApiError, sessionEndedError, toApiError, unexpectedFailureText } from './errors';
export type { ApiError, Violation } from './errors';
export { withoutEmptyValues } from './payload';
export { sessionCalls } from './session-calls';
export {
  createMemoryTokenStore,
  currentBearer,
  onTokensChange,
  readTokens,
  saveAnonymTokens,
  saveUserTokens,
  setTokenStore,
  tokenCookieNames,
} from './tokens';
export type { TokenPair, Tokens, TokenStore } from './tokens';
