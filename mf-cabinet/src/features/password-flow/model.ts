import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { signedIn, toastError, toastSuccess, type ApiError, type Violation } from 'platform';
import { authApi, errorTexts, type ActivateRequest, type ActivatedDto } from 'shared-contracts/api';
import { createCodeRequest } from '../../entities/phone-code';

export type PasswordFlowStage = 'phone' | 'code' | 'password' | 'done';

export const passwordFlowTexts = {
  /** SPEC §8. */
  passwordUpdated: 'Пароль успешно обновлен!',
  passwordUpdateFailed: 'Произошла ошибка, повторите попытку позднее...',
} as const;

type FlowOptions = {
  purpose: 'account_registration' | 'account_recovery';
  /** Said when the password is set (a toast); none for a registration, whose next page says it. */
  successText: string | null;
  /** Said when setting it fails for a reason other than the rules. */
  failureText: string;
};

/**
 * Phone → code → a password (SPEC §2 registration flow; password recovery the same way): the code
 * signs the borrower in, and the password is set on the signed-in account (`/auth/activate`).
 * Nothing of the password is kept anywhere but in the form.
 */
export function createPasswordFlow({ purpose, successText, failureText }: FlowOptions) {
  const code = createCodeRequest(purpose);
  const passwordSubmitted = createEvent<ActivateRequest>();
  const activateFx = createEffect<ActivateRequest, ActivatedDto, ApiError>((body) => authApi.activate(body));
  const successToastFx = createEffect((text: string) => toastSuccess(text));
  const failureToastFx = createEffect((text: string) => toastError(text));

  const $verified = createStore(false).on(code.verified, () => true).reset(code.opened);
  const $done = createStore(false).on(activateFx.done, () => true).reset(code.opened);
  /** Violations of the password rules the server found (422), marked on the fields. */
  const $violations = createStore<Violation[]>([])
    .on(activateFx.failData, (_, error) => (error.kind === 'validation' ? error.violations : []))
    .reset(passwordSubmitted);

  const $stage = combine(code.$codeStep, $verified, $done, (codeStep, verified, done): PasswordFlowStage =>
    done ? 'done' : verified ? 'password' : codeStep ? 'code' : 'phone',
  );

  sample({ clock: code.verified, fn: ({ tokens }) => tokens, target: signedIn });
  sample({ clock: passwordSubmitted, target: activateFx });
  if (successText) sample({ clock: activateFx.done, fn: () => successText, target: successToastFx });
  sample({ clock: activateFx.failData, filter: (error) => error.kind !== 'validation', fn: () => failureText, target: failureToastFx });

  return { code, passwordSubmitted, activateFx, $stage, $violations, $activating: activateFx.pending };
}

export type PasswordFlow = ReturnType<typeof createPasswordFlow>;

/** `/auth/registration`: a new account, its password set at the end. */
export const registration = createPasswordFlow({
  purpose: 'account_registration',
  successText: null,
  failureText: errorTexts.protectAccountFailed,
});

/** `/auth/recovery`: a new password for an existing account (SPEC §8 texts). */
export const recovery = createPasswordFlow({
  purpose: 'account_recovery',
  successText: passwordFlowTexts.passwordUpdated,
  failureText: passwordFlowTexts.passwordUpdateFailed,
});
