import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import {
  configureApi,
  ensureToken,
  onTokensChange,
  readTokens,
  saveUserTokens,
  userApi,
  type TokenPair,
  type Tokens,
} from 'shared-contracts/api';
import { normalizeProfile, type SessionUser } from './normalize-profile';

export type SessionRole = 'ROLE_ANONYM' | 'ROLE_USER' | null;

const noTokens: Tokens = { token: null, refresh_token: null, anonym_token: null, anonym_refresh_token: null };

/** The shell calls it once, in its scope, when the page starts. */
export const appStarted = createEvent();
/** A sign-in anywhere on the page (cabinet's login, phone code, registration). */
export const signedIn = createEvent<TokenPair>();
/** The borrower logged out. */
export const signedOut = createEvent();
/** The API client found the user's session expired and unrecoverable. */
export const userSessionLost = createEvent();
export const tokensChanged = createEvent<Tokens>();
export const profileLoaded = createEvent<SessionUser>();
export const clientUuidReceived = createEvent<string>();

const readTokensFx = createEffect(() => readTokens());
const saveUserTokensFx = createEffect((pair: TokenPair | null) => saveUserTokens(pair));
const ensureAnonymTokenFx = createEffect(() => ensureToken());
export const loadProfileFx = createEffect(() => userApi.getProfile());

// Binds the page-wide API client to this scope: token changes made by the client itself
// (refresh, re-issue) and a lost user session become events of the scope that started the app.
const connectApiClientFx = createEffect(() => {
  const reportTokens = scopeBind(tokensChanged, { safe: true });
  const reportSessionLost = scopeBind(userSessionLost, { safe: true });
  configureApi({ onUserSessionLost: reportSessionLost });
  onTokensChange(reportTokens);
});

export const $tokens = createStore<Tokens>(noTokens)
  .on(readTokensFx.doneData, (_, tokens) => tokens)
  .on(tokensChanged, (_, tokens) => tokens);

export const $user = createStore<SessionUser | null>(null)
  .on(profileLoaded, (_, user) => user)
  .reset(signedOut, userSessionLost);

export const $isAuthenticated = $tokens.map((tokens) => Boolean(tokens.token));

export const $role = $tokens.map<SessionRole>((tokens) => {
  if (tokens.token) return 'ROLE_USER';
  if (tokens.anonym_token) return 'ROLE_ANONYM';
  return null;
});

export const $clientUuid = createStore<string | null>(null).on(clientUuidReceived, (_, uuid) => uuid);
export const $profileLoading = loadProfileFx.pending;

sample({ clock: appStarted, target: [connectApiClientFx, readTokensFx] });

sample({
  clock: readTokensFx.doneData,
  filter: (tokens) => Boolean(tokens.token),
  target: loadProfileFx,
});

sample({ clock: signedIn, target: saveUserTokensFx });
sample({ clock: saveUserTokensFx.done, target: readTokensFx });
sample({ clock: saveUserTokensFx.done, filter: ({ params }) => params !== null, target: loadProfileFx });

sample({ clock: loadProfileFx.doneData, fn: normalizeProfile, target: profileLoaded });

sample({ clock: signedOut, fn: () => null, target: saveUserTokensFx });
// After logout the borrower goes on as anonymous: make sure an anonymous token exists.
sample({ clock: [signedOut, userSessionLost], target: ensureAnonymTokenFx });
