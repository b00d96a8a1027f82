export { apiClient, configureApi, ensureToken, requestTimeoutMs, anonymTokenRetries } from './client';
export type { ApiSettings } from './client';
export { activitiesApi } from './activities-api';
export { authApi } from './auth-api';
export { blogApi } from './blog-api';
export { contentApi } from './content-api';
export { leadsApi } from './leads-api';
export { loyaltyApi } from './loyalty-api';
export { pdlApi } from './pdl-api';
export { shopwindowApi } from './shopwindow-api';
export { suggestionsApi } from './suggestions-api';
export { userApi } from './user-api';
export { toProfileSavePayload } from './profile-save-payload';
export { toAddressDetails } from './address-details';
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
export * from './dto';
