import { combine, createEvent, createStore } from 'effector';
import { signedIn } from '@microloans/platform';
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
export const $mode = createStore<SignInMode>(kept?.mode ?? freshSignIn.mode)
  .on(modeChosen, (_, mode) => mode)
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
