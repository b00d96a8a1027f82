import { createEffect, createEvent, createStore, sample } from 'effector';
import { announceApiError, toastError, toastSuccess, type ApiError, type Violation } from '@microloans/platform';
import { authApi, errorTexts, type ActivateRequest, type ActivatedDto } from '@microloans/shared-contracts/api';

/** SPEC §8 texts of setting a password. */
export const passwordTexts = {
  passwordUpdated: 'Пароль успешно обновлен!',
  passwordUpdateFailed: 'Произошла ошибка, повторите попытку позднее...',
  protectFailed: errorTexts.protectAccountFailed,
  protected: 'Личный кабинет защищён паролем',
} as const;

export type PasswordSetterOptions = { successText: string | null; failureText: string };

/**
 * Setting a password on the signed-in account (`/auth/activate`): the last step of registration
 * and recovery, a change of password, protecting an account that has none. The server's rule
 * violations are marked on the fields; other failures say `failureText`.
 */
export function createPasswordSetter({ successText, failureText }: PasswordSetterOptions) {
  const passwordSubmitted = createEvent<ActivateRequest>();
  const activateFx = createEffect<ActivateRequest, ActivatedDto, ApiError>((body) => authApi.activate(body));
  const successToastFx = createEffect((text: string) => toastSuccess(text));
  const failureToastFx = createEffect((text: string) => toastError(text));
  const announceFx = createEffect(announceApiError);
  const $violations = createStore<Violation[]>([])
    .on(activateFx.failData, (_, error) => (error.kind === 'validation' ? error.violations : []))
    .reset(passwordSubmitted);

  sample({ clock: passwordSubmitted, target: activateFx });
  if (successText) sample({ clock: activateFx.done, fn: () => successText, target: successToastFx });
  // No answer: nothing is wrong with the password, the connection is missing.
  sample({ clock: activateFx.failData, filter: (error) => error.kind === 'network', target: announceFx });
  sample({ clock: activateFx.failData, filter: (error) => error.kind !== 'validation' && error.kind !== 'network', fn: () => failureText, target: failureToastFx });

  return { passwordSubmitted, activateFx, $violations, $activating: activateFx.pending };
}

export type PasswordSetter = ReturnType<typeof createPasswordSetter>;
