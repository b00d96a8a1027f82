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

// A reload brings back the way chosen and the phone typed; a sign-in forgets them.
const kept = readTabStored(tabStorageKeys.signIn, isKeptSignIn);

export const modeChosen = createEvent<SignInMode>();
export const $mode = createStore<SignInMode>(kept?.mode ?? 'password')
  .on(modeChosen, (_, mode) => mode)
  // Not `.reset`: that would go back to what was read at start.
  .on(signedIn, () => 'password');

/** The phone typed on the sign-in page, kept while the borrower switches between password and code. */
export const phoneTyped = createEvent<string>();
export const $typedPhone = createStore(kept?.phone ?? '')
  .on(phoneTyped, (_, phone) => phone)
  .on(signedIn, () => '');

keepInTab(
  combine({ mode: $mode, phone: $typedPhone }, (state) => (state.mode === 'password' && state.phone === '' ? null : state)),
  tabStorageKeys.signIn,
);
