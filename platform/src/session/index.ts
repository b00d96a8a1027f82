export {
  $clientUuid,
  $isAuthenticated,
  $profileLoading,
  $role,
  $tokens,
  $user,
  appStarted,
  clientUuidReceived,
  loadProfileFx,
  profileLoaded,
  profileQuery,
  signedIn,
  signedOut,
  tokensChanged,
  tokensSid,
  userSessionLost,
} from './model';
export type { AppStartOptions, SessionRole } from './model';
export { isBotUserAgent } from './visit-tracking';
export type { VisitTracking } from './visit-tracking';
export { composeFio, normalizeProfile } from './normalize-profile';
export type { SessionUser } from './normalize-profile';
export { $loyaltyActive, loyaltySettingsQuery } from './loyalty';
