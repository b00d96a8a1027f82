import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $isAuthenticated, signedIn } from '@microloans/platform';
import { routePaths } from '@microloans/shared-contracts/routes';
import { codeSignIn } from '../../features/sign-in-by-code';
import { returnAfterSignInFx } from '../../shared/model/sign-in-return';
import { keepInTab, readTabStored, tabStorageKeys } from '../../shared/lib/tab-storage';

export type SignInMode = 'password' | 'code';
type KeptSignIn = { mode: SignInMode; phone: string };

const isKeptSignIn = (value: unknown): value is KeptSignIn =>
  typeof value === 'object' &&
  value !== null &&
  'mode' in value &&
  (value.mode === 'password' || value.mode === 'code') &&
  'phone' in value &&
  typeof value.phone === 'string';

/** The sign-in page as a new visit finds it (and as the server draws it). */
export const freshSignIn: KeptSignIn = { mode: 'password', phone: '' };

// A reload brings back the way chosen and the phone typed; a sign-in forgets them.
const kept = readTabStored(tabStorageKeys.signIn, isKeptSignIn);

export const modeChosen = createEvent<SignInMode>();
/** The borrower typed into the form the server drew before the page's code took it over: that form is theirs. */
export const signInTypedBeforeTakeover = createEvent();
export const $mode = createStore<SignInMode>(kept?.mode ?? freshSignIn.mode)
  .on(modeChosen, (_, mode) => mode)
  // The server draws the fresh way; its phone reaches `phoneTyped` from the form.
  .on(signInTypedBeforeTakeover, () => freshSignIn.mode)
  // Not `.reset`: that would go back to what was read at start.
  .on(signedIn, () => freshSignIn.mode);

/** The phone typed on the sign-in page, kept while the borrower switches between password and code. */
export const phoneTyped = createEvent<string>();
export const $typedPhone = createStore(kept?.phone ?? freshSignIn.phone)
  .on(phoneTyped, (_, phone) => phone)
  .on(signedIn, () => freshSignIn.phone);

keepInTab(
  combine({ mode: $mode, phone: $typedPhone }, (state) => (state.mode === freshSignIn.mode && state.phone === freshSignIn.phone ? null : state)),
  tabStorageKeys.signIn,
);

/** The page is open, and where a sign-in on it leads: the address's `to`, else the page the borrower came from. */
export const AuthPageGate = createGate<{ returnTo: string | null }>({ name: 'cabinet.authPage', defaultState: { returnTo: null } });

// A code asked before a reload is still locked: its step comes back as the page opens.
sample({ clock: AuthPageGate.open, target: codeSignIn.opened });

// Signed in on this page (by password or code): on to where they were going, else the profile.
sample({
  clock: $isAuthenticated.updates,
  source: { open: AuthPageGate.status, page: AuthPageGate.state },
  filter: ({ open }, isAuthenticated) => open && isAuthenticated,
  fn: ({ page }) => ({ to: page.returnTo, fallback: routePaths.profile }),
  target: returnAfterSignInFx,
});
