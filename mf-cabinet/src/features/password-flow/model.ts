import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { errorTexts } from '@microloans/shared-contracts/api';
import { createPasswordSetter, passwordTexts, type PasswordSetterOptions } from '../../entities/account-password';
import { createCodeRequest } from '@microloans/shared-features/phone-code';
import { returnAfterSignInFx, type SignInReturn } from '../../shared/model/sign-in-return';
import { keepInTab, readTabStored, tabStorageKeys, type TabStorageKey } from '../../shared/lib/tab-storage';

export type PasswordFlowStage = 'phone' | 'code' | 'password' | 'done';


type FlowOptions = PasswordSetterOptions & {
  purpose: 'account_registration' | 'account_recovery';
  /** Where the phone being typed is kept for this tab, so a reload loses nothing. */
  phoneKey: TabStorageKey;
};

const isText = (value: unknown): value is string => typeof value === 'string';



/**
 * Phone → code → a password (SPEC §2 registration flow; password recovery the same way): the code
 * signs the borrower in, and the password is set on the signed-in account (`/auth/activate`).
 * Nothing of the password is kept anywhere but in the form.
 */
export function createPasswordFlow({ purpose, phoneKey, successText, failureText }: FlowOptions) {
  const code = createCodeRequest(purpose);
  const setter = createPasswordSetter({ successText, failureText });

  /** The phone typed in the first step; kept over a reload until its code is used. */
  const phoneTyped = createEvent<string>();
  const $typedPhone = createStore(readTabStored(phoneKey, isText) ?? '')
    .on(phoneTyped, (_, phone) => phone)
    .on(code.verified, () => '');
  keepInTab($typedPhone.map((phone) => phone || null), phoneKey);

  const $verified = createStore(false).on(code.verified, () => true).reset(code.opened);
  const $done = createStore(false).on(setter.activateFx.done, () => true).reset(code.opened);

  const $stage = combine(code.$codeStep, $verified, $done, (codeStep, verified, done): PasswordFlowStage =>
    done ? 'done' : verified ? 'password' : codeStep ? 'code' : 'phone',
  );


  /** The flow's page is open, and where it ends: the address's `to`, else the page's own place. */
  const PageGate = createGate<SignInReturn>({ name: `cabinet.${purpose}`, defaultState: { to: null, fallback: '/' } });
  // A code asked before a reload is still locked: its step comes back as the page opens.
  sample({ clock: PageGate.open, target: code.opened });
  // The password is set: the flow is over, on to where the borrower was going.
  sample({ clock: setter.activateFx.done, source: PageGate.state, filter: PageGate.status, target: returnAfterSignInFx });

  return { code, ...setter, $stage, phoneTyped, $typedPhone, PageGate };
}

export type PasswordFlow = ReturnType<typeof createPasswordFlow>;

/** `/auth/registration`: a new account, its password set at the end. */
export const registration = createPasswordFlow({
  purpose: 'account_registration',
  phoneKey: tabStorageKeys.registrationPhone,
  successText: null,
  failureText: errorTexts.protectAccountFailed,
});

/** `/auth/recovery`: a new password for an existing account (SPEC §8 texts). */
export const recovery = createPasswordFlow({
  purpose: 'account_recovery',
  phoneKey: tabStorageKeys.recoveryPhone,
  successText: passwordTexts.passwordUpdated,
  failureText: passwordTexts.passwordUpdateFailed,
});
