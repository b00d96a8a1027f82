import { createEffect, createEvent, createStore, sample } from 'effector';
import { isApiError, signedIn } from 'platform';
import { authApi, errorTexts, type LoginRequest } from 'shared-contracts/api';

export const signInTexts = {
  /** SPEC §8. */
  wrongCredentials: 'Неправильный номер телефона или пароль',
  unexpected: errorTexts.unexpected,
} as const;

export const formSubmitted = createEvent<LoginRequest>();

export const signInFx = createEffect((body: LoginRequest) => authApi.login(body));

export const $error = createStore<string | null>(null)
  .on(signInFx.failData, (_, error) =>
    isApiError(error) && (error.kind === 'http' || error.kind === 'validation')
      ? signInTexts.wrongCredentials
      : signInTexts.unexpected,
  )
  .reset(formSubmitted);

export const $pending = signInFx.pending;

sample({ clock: formSubmitted, target: signInFx });
sample({ clock: signInFx.doneData, target: signedIn });
