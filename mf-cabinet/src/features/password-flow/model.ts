import { combine, createStore, sample } from 'effector';
import { signedIn } from 'platform';
import { errorTexts } from 'shared-contracts/api';
import { createPasswordSetter, passwordTexts, type PasswordSetterOptions } from '../../entities/account-password';
import { createCodeRequest } from '../../entities/phone-code';

export type PasswordFlowStage = 'phone' | 'code' | 'password' | 'done';


type FlowOptions = PasswordSetterOptions & { purpose: 'account_registration' | 'account_recovery' };



/**
 * Phone → code → a password (SPEC §2 registration flow; password recovery the same way): the code
 * signs the borrower in, and the password is set on the signed-in account (`/auth/activate`).
 * Nothing of the password is kept anywhere but in the form.
 */
export function createPasswordFlow({ purpose, successText, failureText }: FlowOptions) {
  const code = createCodeRequest(purpose);
  const setter = createPasswordSetter({ successText, failureText });

  const $verified = createStore(false).on(code.verified, () => true).reset(code.opened);
  const $done = createStore(false).on(setter.activateFx.done, () => true).reset(code.opened);

  const $stage = combine(code.$codeStep, $verified, $done, (codeStep, verified, done): PasswordFlowStage =>
    done ? 'done' : verified ? 'password' : codeStep ? 'code' : 'phone',
  );

  sample({ clock: code.verified, fn: ({ answer }) => answer, target: signedIn });

  return { code, ...setter, $stage };
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
  successText: passwordTexts.passwordUpdated,
  failureText: passwordTexts.passwordUpdateFailed,
});
