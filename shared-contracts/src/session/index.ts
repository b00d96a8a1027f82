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
  signedIn,
  signedOut,
  tokensChanged,
  userSessionLost,
} from './model';
export type { SessionRole } from './model';
export { composeFio, normalizeProfile } from './normalize-profile';
export type { SessionUser } from './normalize-profile';
