import { createEffect, createEvent, createStore, sample } from 'effector';
import { announceApiError, signedIn, unexpectedFailureText, type ApiError } from '@microloans/platform';
import { authApi, type LoginRequest } from '@microloans/shared-contracts/api';

export const signInTexts = {
  /** SPEC §8. */
  wrongCredentials: 'Неправильный номер телефона или пароль',
} as const;

export const formSubmitted = createEvent<LoginRequest>();

export const signInFx = createEffect<LoginRequest, Awaited<ReturnType<typeof authApi.login>>, ApiError>((body) => authApi.login(body));

export const $error = createStore<string | null>(null)
  .on(signInFx.failData, (_, error) =>
    error.kind === 'http' || error.kind === 'validation' ? signInTexts.wrongCredentials : unexpectedFailureText(error),
  )
  .reset(formSubmitted);

export const $pending = signInFx.pending;

sample({ clock: formSubmitted, target: signInFx });
sample({ clock: signInFx.doneData, target: signedIn });
// The call is silent (the wrong password is this form's own line); 429, 5xx and no answer also
// get the page's toast (SPEC §8).
const announceFx = createEffect(announceApiError);
sample({ clock: signInFx.failData, target: announceFx });
