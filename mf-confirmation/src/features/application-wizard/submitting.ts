/**
 * A step sent: the phone confirmed by code when it is not the signed-in borrower's own, the account
 * protected on the flagged step, the lead created or updated, violations marked on their step, and
 * at the end the shop window (`finished`).
 */
import { createEvent, sample } from 'effector';
import { $clientUuid, $isAuthenticated, $user, connectionTexts } from '@microloans/platform';
import { isDuplicateAnswer } from '@microloans/shared-contracts/api';
import { digitsOnly } from '@microloans/shared-contracts/validation';
import { applicationSteps, lastStep, stepOfField, toLeadRequest, withoutPassword, type ApplicationFormValues, type StepIndex } from '../../entities/application';
import { $codePhone, codeRequested, phoneRejected, phoneVerified, verificationCancelled } from '../../entities/phone-verification';
import {
  $leadId,
  $loan,
  $needsPassword,
  $ownerPhone,
  $sendFailure,
  $ownLoan,
  $sourcePage,
  $step,
  $tracking,
  $userPhone,
  $values,
  $violations,
  activateFx,
  announceFx,
  backClicked,
  finished,
  freshApplication,
  replaced,
  saveLeadFx,
  stepSubmitted,
  toastFx,
  valuesChanged,
  wizardTexts,
  type Replacement,
  type WizardOutcome,
} from './state';

const submitted = sample({
  clock: stepSubmitted,
  source: { step: $step, user: $user, signedIn: $isAuthenticated, needsPassword: $needsPassword },
  fn: (state, values) => ({ ...state, values }),
});
$values.on(stepSubmitted, (_, values) => withoutPassword(values));

/** Ready to send the lead: after the phone is confirmed and the account protected when asked. */
const saveRequested = createEvent();

// Step 1: a phone that is not the signed-in borrower's own is confirmed by a code first.
const phoneIsOwn = ({ user, signedIn, values }: { user: { phone: string } | null; signedIn: boolean; values: ApplicationFormValues }) =>
  signedIn && user !== null && digitsOnly(user.phone) === digitsOnly(values.phone);
sample({
  clock: submitted,
  filter: (state) => state.step === 0 && !phoneIsOwn(state),
  fn: ({ values }) => values.phone,
  target: codeRequested,
});
sample({ clock: submitted, filter: (state) => state.step === 0 && phoneIsOwn(state), target: saveRequested });
// A number edited while its code is awaited is a new number: back to the phone field.
sample({
  clock: valuesChanged,
  source: $codePhone,
  filter: (codePhone, values) => codePhone !== null && digitsOnly(values.phone) !== codePhone,
  target: verificationCancelled,
});

// The flagged step asks an account that is not activated for a password (SPEC §4).
const protectsAccount = (step: StepIndex) => applicationSteps[step].protectsAccount;
sample({
  clock: submitted,
  filter: ({ step, needsPassword }) => step !== 0 && protectsAccount(step) && needsPassword,
  fn: ({ values }) => ({ password: values.password, repeatPassword: values.repeatPassword }),
  target: activateFx,
});
sample({
  clock: submitted,
  filter: ({ step, needsPassword }) => step !== 0 && !(protectsAccount(step) && needsPassword),
  target: saveRequested,
});
sample({ clock: activateFx.done, target: saveRequested });
sample({ clock: activateFx.failData, filter: (error) => error.kind === 'validation', fn: (error) => (error.kind === 'validation' ? error.violations : []), target: $violations });
sample({ clock: activateFx.failData, filter: (error) => error.kind !== 'validation' && error.kind !== 'network', fn: () => wizardTexts.protectFailed, target: toastFx });
// No answer: the password is fine, the connection is missing.
sample({ clock: activateFx.failData, filter: (error) => error.kind === 'network', target: announceFx });

// A confirmed phone signs the borrower in; a lead made for another phone is not theirs to update.
// (A sample reads its source after the tick's reducers: read the owner before it is replaced.)
const verified = sample({ clock: phoneVerified, source: $ownerPhone, fn: (owner, { phone }) => ({ owner, phone }) });
$leadId.on(verified, (leadId, { owner, phone }) => (owner !== null && owner !== phone ? null : leadId));
$ownLoan.on(verified, (loan, { owner, phone }) => (owner !== null && owner !== phone ? null : loan));
$ownerPhone.on(verified, (_, { phone }) => phone);
sample({ clock: verified, target: saveRequested });
sample({ clock: phoneRejected, fn: (violation) => [violation], target: $violations });

// SPEC §4: a change of the signed-in borrower's phone restarts at step 1 without the lead.
const userPhoneSeen = sample({
  clock: $userPhone.updates,
  source: $ownerPhone,
  filter: (_, phone) => phone !== null,
  fn: (owner, phone) => ({ owner, phone: phone ?? '' }),
});
const phoneChanged = userPhoneSeen.filter({ fn: ({ owner, phone }) => owner !== null && owner !== phone });
$step.on(phoneChanged, () => 0);
$leadId.on(phoneChanged, () => null);
$ownLoan.on(phoneChanged, () => null);
$ownerPhone.on(userPhoneSeen, (_, { phone }) => phone);

sample({
  clock: saveRequested,
  source: { values: $values, step: $step, leadId: $leadId, loan: $loan, tracking: $tracking, clientUuid: $clientUuid, sourcePage: $sourcePage },
  fn: ({ values, step, leadId, loan, tracking, clientUuid, sourcePage }) => ({
    leadId,
    body: toLeadRequest(values, step, { loan, tracking, clientUuid, sourcePage }),
  }),
  target: saveLeadFx,
});

const saved = sample({
  clock: saveLeadFx.done,
  source: { step: $step, sourcePage: $sourcePage },
  fn: ({ step, sourcePage }, { result }) => ({ step, fromPdLink: sourcePage === 'pd_link', answer: result }),
});

// Another lead has this passport: the shop window's duplicate scenario (`pdl_duplicate` for a PD link).
const duplicate = sample({
  clock: saved,
  filter: ({ answer }) => isDuplicateAnswer(answer),
  fn: ({ answer, fromPdLink }): WizardOutcome => ({
    scenario: fromPdLink ? 'pdl_duplicate' : 'duplicate',
    uuid: isDuplicateAnswer(answer) ? answer.duplicateUuid : '',
  }),
});
$leadId.on(duplicate, () => null);
$step.on(duplicate, () => 0);

const leadSaved = sample({
  clock: saved,
  filter: ({ answer }) => !isDuplicateAnswer(answer),
  fn: ({ step, answer, fromPdLink }) => ({ step, fromPdLink, lead: answer.lead! }),
});
$leadId.on(leadSaved, (_, { lead }) => lead.id);
$step.on(leadSaved, (step, { step: savedStep }) => (savedStep < lastStep ? ((savedStep + 1) as StepIndex) : step));

// The last step: the application is sent, the lead id cleared and the form starts afresh.
const completed = sample({
  clock: leadSaved,
  filter: ({ step }) => step === lastStep,
  fn: ({ lead, fromPdLink }): WizardOutcome => ({ scenario: fromPdLink ? 'pdl_lead' : 'lead', uuid: lead.uuid }),
});
sample({ clock: completed, fn: (): Replacement => freshApplication, target: replaced });
sample({ clock: [completed, duplicate], target: finished });

// 422: the violations are marked, on the earliest step that asks for one of their fields.
const rejected = sample({
  clock: saveLeadFx.failData,
  filter: (error) => error.kind === 'validation',
  fn: (error) => (error.kind === 'validation' ? error.violations : []),
});
sample({ clock: rejected, target: $violations });
$step.on(rejected, (step, violations) => {
  const steps = violations.map((violation) => stepOfField(violation.propertyPath)).filter((index) => index !== null);
  return steps.length > 0 ? (Math.min(step, ...steps) as StepIndex) : step;
});

$step.on(backClicked, (step) => (step > 0 ? ((step - 1) as StepIndex) : step));

// No connection: the form says so until the step is sent again, the borrower goes back or the
// application is replaced (the client's toast says it too, for a moment).
$sendFailure
  .on([activateFx.failData, saveLeadFx.failData], (_, error) => (error.kind === 'network' ? { title: error.message, detail: connectionTexts.checkAndRetry } : null))
  .reset(stepSubmitted, backClicked, replaced, saveLeadFx.done);

