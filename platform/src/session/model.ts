import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import {
  configureApi,
  ensureToken,
  onTokensChange,
  readTokens,
  saveUserTokens,
  sessionCalls,
  type ApiError,
  type TokenPair,
  type Tokens,
  type UserProfileDto,
} from '../api';
import { authGoal, sendGoal } from '../analytics';
import { createApiQuery, queriesPurged } from '../query';
import { platformStorageKeys, readStored, writeStored } from '../storage';
import { normalizeProfile, type SessionUser } from './normalize-profile';
import { isBotUserAgent, requestClientUuid, type VisitTracking } from './visit-tracking';
import { watchConnectionFx } from '../network/model';

export type SessionRole = 'ROLE_ANONYM' | 'ROLE_USER' | null;

/** What the page tells the session when it starts; everything is optional for standalone runs. */
export type AppStartOptions = { visitTracking?: VisitTracking };

const noTokens: Tokens = { token: null, refresh_token: null, anonym_token: null, anonym_refresh_token: null };

/** `$tokens`'s sid. */
export const tokensSid = 'platform.$tokens';

/** The shell calls it once, in its scope, when the page starts. */
export const appStarted = createEvent<AppStartOptions>();
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

/** The request behind the profile query; tests replace its handler with `fork({ handlers })`. */
export const loadProfileFx = createEffect<void, UserProfileDto, ApiError>(() => sessionCalls.getProfile());
/** The signed-in borrower's profile, as every part of the page reads it (cached per SPEC §9). */
export const profileQuery = createApiQuery({ name: 'session.profile', effect: loadProfileFx });

const trackVisitFx = createEffect(async ({ url, userAgent }: VisitTracking): Promise<string | null> => {
  const known = readStored<string>(platformStorageKeys.clientUuid);
  if (!url || (await isBotUserAgent(userAgent))) return known;
  try {
    const clientUuid = await requestClientUuid(url, known);
    writeStored(platformStorageKeys.clientUuid, clientUuid);
    return clientUuid;
  } catch {
    // Tracking is best effort: the page works without it, and keeps the id it already had.
    return known;
  }
});

// Binds the page-wide API client to this scope: token changes made by the client itself
// (refresh, re-issue) and a lost user session become events of the scope that started the app.
const connectApiClientFx = createEffect(() => {
  const reportTokens = scopeBind(tokensChanged, { safe: true });
  const reportSessionLost = scopeBind(userSessionLost, { safe: true });
  configureApi({ onUserSessionLost: reportSessionLost });
  onTokensChange(reportTokens);
});

// Named so a page the server drew can start its scope with the browser's cookies beside the
// server's values (`fork({ values })` by sid); never serialised: tokens stay out of the HTML.
export const $tokens = createStore<Tokens>(noTokens, { sid: tokensSid, serialize: 'ignore' })
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
export const $profileLoading = profileQuery.$pending;

sample({ clock: appStarted, target: [connectApiClientFx, readTokensFx, watchConnectionFx] });

sample({
  clock: appStarted,
  fn: (options) => options.visitTracking ?? { url: null, userAgent: '' },
  target: trackVisitFx,
});
sample({ clock: trackVisitFx.doneData, filter: Boolean, target: clientUuidReceived });

sample({
  clock: readTokensFx.doneData,
  filter: (tokens) => Boolean(tokens.token),
  fn: () => undefined,
  target: profileQuery.start,
});

// A new identity must never see the previous one's cached answers.
sample({ clock: [signedIn, signedOut, userSessionLost], target: queriesPurged });

sample({ clock: signedIn, target: saveUserTokensFx });
// SPEC §7: the counter's `auth` goal, whichever way the borrower signed in.
const reportAuthGoalFx = createEffect(() => sendGoal(authGoal));
sample({ clock: signedIn, target: reportAuthGoalFx });
sample({ clock: saveUserTokensFx.done, target: readTokensFx });
sample({
  clock: saveUserTokensFx.done,
  filter: ({ params }) => params !== null,
  fn: () => undefined,
  target: profileQuery.start,
});

sample({ clock: profileQuery.finished.success, fn: ({ result }) => normalizeProfile(result), target: profileLoaded });

sample({ clock: signedOut, fn: () => null, target: saveUserTokensFx });
// After logout the borrower goes on as anonymous: make sure an anonymous token exists.
sample({ clock: [signedOut, userSessionLost], target: ensureAnonymTokenFx });
