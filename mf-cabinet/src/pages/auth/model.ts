import { createEvent, createStore } from 'effector';

export type SignInMode = 'password' | 'code';

export const modeChosen = createEvent<SignInMode>();
export const $mode = createStore<SignInMode>('password').on(modeChosen, (_, mode) => mode);

/** The phone typed on the sign-in page, kept while the borrower switches between password and code. */
export const phoneTyped = createEvent<string>();
export const $typedPhone = createStore('').on(phoneTyped, (_, phone) => phone);
