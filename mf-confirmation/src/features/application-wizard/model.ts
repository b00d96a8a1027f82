import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce } from 'patronum';
import { goals, leadStepGoal, reachGoal } from '@microloans/shared-contracts/analytics';
import { announceApiError, type ApiError, type Violation, $clientUuid, $isAuthenticated, $user, toastError } from '@microloans/platform';
import {
  authApi,
  errorTexts,
  isDuplicateAnswer,
  leadApi,
  type ActivateRequest,
  type LeadDto,
  type LeadRequest,
  type LeadSaveAnswerDto,
  type LeadSourcePage,
  type LeadTrackingParams,
  type PdlLeadDto,
} from '@microloans/shared-contracts/api';
import { defaultFormType, type FormType, type ShopwindowScenario } from '@microloans/shared-contracts/routes';
import { digitsOnly } from '@microloans/shared-contracts/validation';
import {
  applicationSteps,
  emptyApplication,
  firstIncompleteStep,
  fromLead,
  fromPdlLead,
  lastStep,
  loanOfLead,
  stepOfField,
  toLeadRequest,
  withoutPassword,
  type ApplicationFormValues,
  type ApplicationValues,
  type LeadContext,
  type StepIndex,
} from '../../entities/application';
import { $codePhone, codeRequested, phoneRejected, phoneVerified, verificationCancelled } from '../../entities/phone-verification';
import { readLoanChoice, saveLoanChoice, type LoanChoice } from '../../entities/loan-form';
import { leadsApi } from './api';
import { readLoan, readStoredDraft, readTracking, writeStoredDraft, type StoredDraft } from './stored-draft';

/** An active PD link the application starts from (SPEC §2 `pd_link`): its id and the lead it pre-fills. */
export type PdLinkOpening = { id: string; lead: PdlLeadDto };

/**
 * How the page was opened (SPEC §2): optional uuid, optional copy, the form type of the query
 * (loans when absent), or an active PD link.
 */
export type WizardQuery = {
  uuid: string | null;
  copy: string | null;
  formType?: FormType;
  pdLink?: PdLinkOpening | null;
  /** The calculator's choice its address carries (the calculator sent as a plain form): kept as the calculator's own. */
  chosen?: LoanChoice | null;
};

/** Where the application ends: the shop window in one of its scenarios. */
export type WizardOutcome = { scenario: ShopwindowScenario; uuid: string };

export const wizardTexts = {
  protectFailed: errorTexts.protectAccountFailed,
  /** The debounce of SPEC §9 for saving the form to local storage. */
  persistDebounceMs: 300,
} as const;

// ---------------------------------------------------------------- inputs

export const wizardOpened = createEvent<WizardQuery>();
/** The wizard is on the page, opened as the address said when the page opened. */
export const WizardGate = createGate<WizardQuery>({ name: 'confirmation.wizard', defaultState: { uuid: null, copy: null } });
/** Every change of the form (the page reports each keystroke). */
export const valuesChanged = createEvent<ApplicationFormValues>();
/** The current step's fields passed the rules; the form's whole values. */
export const stepSubmitted = createEvent<ApplicationFormValues>();
export const backClicked = createEvent();
export const speedUpAccepted = createEvent();
export const speedUpDismissed = createEvent();
/** A field lost focus, valid or not (SPEC §5: reported to analytics). */
export const fieldBlurred = createEvent<{ field: string; valid: boolean }>();
/** The tab is being hidden or closed: save now, not in 300 ms. */
export const pageHidden = createEvent();

// ---------------------------------------------------------------- outputs

/** The application ended: its shop window is next (leaving.ts). */
export const finished = createEvent<WizardOutcome>();
/** The uuid in the query is unknown: it leaves the address (leaving.ts). */
export const leadParamDropped = createEvent();

// ---------------------------------------------------------------- effects (replaced in tests)

/** Reads the stored application and the calculator's choice for the form type; a choice the address carried is kept first. */
export const restoreFx = createEffect(({ formType, chosen }: { formType: FormType; chosen: LoanChoice | null }) => {
  if (chosen) saveLoanChoice(chosen);
  return { draft: readStoredDraft(), loan: chosen ?? readLoanChoice(formType), tracking: readTracking() };
});
export const persistFx = createEffect((draft: StoredDraft) => writeStoredDraft(draft));
export const loadLeadFx = createEffect<{ uuid: string; copy: boolean }, LeadDto, ApiError>(({ uuid }) =>
  leadApi.byUuid(uuid).then(({ lead }) => lead),
);
export const loadSpeedUpFx = createEffect<void, LeadDto | null, ApiError>(() =>
  leadsApi.speedUpData().then(({ draftLead }) => draftLead),
);
export const saveLeadFx = createEffect<{ leadId: number | null; body: LeadRequest }, LeadSaveAnswerDto, ApiError>(
  ({ leadId, body }) => (leadId === null ? leadsApi.create(body) : leadsApi.update(leadId, body)),
);
export const activateFx = createEffect<ActivateRequest, unknown, ApiError>((body) => authApi.activate(body));
const reachGoalFx = createEffect((goal: { name: 'lead_start' } | { name: 'step'; step: StepIndex } | { field: string; valid: boolean }) => {
  if ('field' in goal) reachGoal(goal.valid ? goals.inputValid : goals.inputInvalid, { field: goal.field });
  else if (goal.name === 'lead_start') reachGoal(goals.leadStart);
  else reachGoal(leadStepGoal((goal.step + 1) as 1 | 2 | 3));
});
const toastFx = createEffect((text: string) => toastError(text));
const announceFx = createEffect(announceApiError);

// ---------------------------------------------------------------- state

/** Local storage has been read (the form may render). */
export const $restored = createStore(false).on(restoreFx.done, () => true);
/** The step shown. Sent with the page the server drew (its sid): the browser starts at the step drawn. */
export const $step = createStore<StepIndex>(0, { sid: 'mf_confirmation.application.step' });
/**
 * The step of this browser's draft as its cookie told the server (`visitorHintCookies`): the page
 * is drawn at that step, held, until the browser reads the draft itself.
 */
export const stepHinted = createEvent<StepIndex>();
$step.on(stepHinted, (_, step) => step);
export const $values = createStore<ApplicationValues>(emptyApplication);
export const $leadId = createStore<number | null>(null);
export const $ownerPhone = createStore<string | null>(null);
/** Bumped whenever the model replaces the values (resume, copy, draft): the form re-reads them. */
export const $formRevision = createStore(0);
/**
 * What the form starts from when it mounts: the values as last replaced. Unlike `$values` it does
 * not change on each keystroke, so the form is not re-rendered whole for every letter typed.
 */
export const $formDefaults = createStore<ApplicationValues>(emptyApplication);
/** Server violations (422) of the last submit, marked on their fields. */
export const $violations = createStore<Violation[]>([]);
export const $resumeNeedsSignIn = createStore(false);
/** An unfinished application found on the server, offered to a signed-in borrower (SPEC §4). */
export const $speedUpDraft = createStore<LeadDto | null>(null);
/** The password was set in this application: the flagged step no longer asks for it. */
export const $accountProtected = createStore(false).on(activateFx.done, () => true);
/** The calculator's choice (`loansForm`) as the page opened: what a new application is for. */
const $calculatorLoan = createStore<LoanChoice>({ amount: 0, term: 0, formType: defaultFormType }).on(
  wizardOpened,
  (loan, { formType }) => ({ ...loan, formType: formType ?? defaultFormType }),
);
/** A resumed, copied or PD link's lead's own amount and term; null for a new application. */
export const $ownLoan = createStore<LoanChoice | null>(null);
/** The amount and term this application is for (shown above the form, sent with each submit). */
export const $loan = combine($ownLoan, $calculatorLoan, (own, calculator): LeadContext['loan'] => own ?? calculator);
/** The form type of this application: a loan or a credit (SPEC §9), its own for a resumed lead. */
export const $formType = $loan.map((loan) => loan.formType);
/** Where the application started (SPEC §3 `sourcePage`): the site's form or a PD link. */
export const $sourcePage = createStore<LeadSourcePage>('main_confirmation');
/** The PD link this application was started from; null for one started on the site. */
export const $pdLinkId = createStore<string | null>(null);
const $tracking = createStore<LeadTrackingParams>({});

export const $needsPassword = combine(
  $user,
  $accountProtected,
  (user, protectedNow) => user !== null && !user.activated && !protectedNow,
);
export const $submitting = combine(saveLeadFx.pending, activateFx.pending, (saving, activating) => saving || activating);
export const $loadingLead = loadLeadFx.pending;

type Replacement = {
  values: ApplicationValues;
  step: StepIndex;
  leadId: number | null;
  loan: LoanChoice | null;
  sourcePage: LeadSourcePage;
  pdLinkId: string | null;
};
/** A new application on the site: nothing typed, no lead, the calculator's choice. */
const freshApplication: Replacement = {
  values: emptyApplication,
  step: 0,
  leadId: null,
  loan: null,
  sourcePage: 'main_confirmation',
  pdLinkId: null,
};
const replaced = createEvent<Replacement>();
$values.on(replaced, (_, { values }) => values);
$ownLoan.on(replaced, (_, { loan }) => loan);
$sourcePage.on(replaced, (_, { sourcePage }) => sourcePage);
$pdLinkId.on(replaced, (_, { pdLinkId }) => pdLinkId);
$step.on(replaced, (_, { step }) => step);
$leadId.on(replaced, (_, { leadId }) => leadId);
$formRevision.on(replaced, (revision) => revision + 1);
$formDefaults.on(replaced, (_, { values }) => values);
// The form is hidden while a lead loads; if the load fails it comes back with what was typed.
sample({ clock: loadLeadFx, source: $values, target: $formDefaults });

// ---------------------------------------------------------------- opening: restore, resume, copy, draft

const $query = createStore<WizardQuery>({ uuid: null, copy: null }).on(wizardOpened, (_, query) => query);

/**
 * A PD link opens its own application: the stored one of the same link as it was (a reload loses
 * nothing), otherwise a new one pre-filled from the link's lead, for the link's amount and term.
 * A link's application is that link's only: the site's form opened later does not inherit its
 * owner's data, its amount or its source, but starts afresh (the link, opened again, fills its
 * own in again from its lead).
 */
function openedWithPdLink(draft: StoredDraft, pdLink: PdLinkOpening | null): StoredDraft {
  if (pdLink === null) return draft.pdLinkId === null ? draft : { ...freshApplication, ownerPhone: draft.ownerPhone };
  if (draft.pdLinkId === pdLink.id) return draft;
  return {
    values: fromPdlLead(pdLink.lead),
    step: 0,
    leadId: null,
    ownerPhone: draft.ownerPhone,
    loan: readLoan(pdLink.lead),
    sourcePage: 'pd_link',
    pdLinkId: pdLink.id,
  };
}

sample({ clock: WizardGate.open, target: wizardOpened });
sample({ clock: wizardOpened, fn: ({ formType, chosen }) => ({ formType: formType ?? defaultFormType, chosen: chosen ?? null }), target: restoreFx });
const userPhone = $user.map((user) => (user ? digitsOnly(user.phone) : null));
// SPEC §4: a draft kept for another signed-in phone restarts at step 1 without its lead (the
// profile may have arrived before the page opened, so this is checked on restore too).
const restoredDraft = sample({
  clock: restoreFx.doneData,
  source: { phone: userPhone, query: $query },
  fn: ({ phone, query }, { draft }): StoredDraft =>
    openedWithPdLink(
      phone !== null && draft.ownerPhone !== null && draft.ownerPhone !== phone
        ? { ...draft, step: 0, leadId: null, ownerPhone: phone, loan: null }
        : { ...draft, ownerPhone: draft.ownerPhone ?? phone },
      query.pdLink ?? null,
    ),
});
sample({ clock: restoredDraft, target: replaced });
$ownerPhone.on(restoredDraft, (_, draft) => draft.ownerPhone);
$calculatorLoan.on(restoreFx.doneData, (_, { loan }) => loan);
$tracking.on(restoreFx.doneData, (_, { tracking }) => tracking);

/** `?copy=<uuid>` or `?uuid=<uuid>&copy=1`: the lead to copy. */
const leadToOpen = ({ uuid, copy }: WizardQuery): { uuid: string; copy: boolean } | null => {
  if (copy && !['1', 'true', 'yes'].includes(copy)) return { uuid: copy, copy: true };
  if (uuid) return { uuid, copy: copy !== null };
  return null;
};

const opened = sample({ clock: restoreFx.done, source: { query: $query, signedIn: $isAuthenticated } });

sample({
  clock: opened,
  filter: ({ query, signedIn }) => signedIn && leadToOpen(query) !== null,
  fn: ({ query }) => leadToOpen(query)!,
  target: loadLeadFx,
});
// SPEC §4: an anonymous visitor cannot resume; the page offers to sign in and come back.
$resumeNeedsSignIn
  .on(opened, (_, { query, signedIn }) => !signedIn && leadToOpen(query) !== null)
  .reset(replaced.filter({ fn: ({ leadId }) => leadId !== null }));
// A PD link is the application itself: no other unfinished one is offered instead.
sample({
  clock: opened,
  filter: ({ query, signedIn }) => signedIn && !query.pdLink && leadToOpen(query) === null,
  target: loadSpeedUpFx,
});

sample({
  clock: loadLeadFx.done,
  fn: ({ params, result }): Replacement => {
    const values = fromLead(result);
    const loan = loanOfLead(result);
    // A copy is a new application on the site; a resumed one keeps where it started.
    return params.copy
      ? { ...freshApplication, values, loan }
      : { values, step: firstIncompleteStep(values), leadId: result.id, loan, sourcePage: result.sourcePage ?? 'main_confirmation', pdLinkId: null };
  },
  target: replaced,
});
// An unknown (or someone else's) uuid: drop it and start afresh.
const leadUnknown = sample({
  clock: loadLeadFx.failData,
  filter: (error) => error.kind === 'http' && (error.status === 404 || error.status === 403),
});
sample({ clock: leadUnknown, target: leadParamDropped });
sample({ clock: leadUnknown, fn: (): Replacement => freshApplication, target: replaced });

sample({
  clock: loadSpeedUpFx.doneData,
  source: $leadId,
  filter: (leadId, draft) => draft !== null && draft.id !== leadId,
  fn: (_, draft) => draft,
  target: $speedUpDraft,
});
sample({
  clock: speedUpAccepted,
  source: $speedUpDraft,
  filter: Boolean,
  fn: (draft): Replacement => {
    const values = fromLead(draft);
    return {
      values,
      step: firstIncompleteStep(values),
      leadId: draft.id,
      loan: loanOfLead(draft),
      sourcePage: draft.sourcePage ?? 'main_confirmation',
      pdLinkId: null,
    };
  },
  target: replaced,
});
$speedUpDraft.reset(speedUpDismissed, replaced);

// ---------------------------------------------------------------- typing and persistence

$values.on(valuesChanged, (_, values) => withoutPassword(values));
$violations.reset(stepSubmitted, backClicked, replaced);

const $draft = combine({
  values: $values,
  step: $step,
  leadId: $leadId,
  ownerPhone: $ownerPhone,
  loan: $ownLoan,
  sourcePage: $sourcePage,
  pdLinkId: $pdLinkId,
});
const typingSettled = debounce({ source: valuesChanged, timeout: wizardTexts.persistDebounceMs });
sample({
  clock: [typingSettled, pageHidden, replaced, $step.updates, $leadId.updates, $ownerPhone.updates, $ownLoan.updates, $pdLinkId.updates],
  source: { draft: $draft, restored: $restored },
  filter: ({ restored }) => restored,
  fn: ({ draft }) => draft,
  target: persistFx,
});

// ---------------------------------------------------------------- submitting a step

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
  clock: userPhone.updates,
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

// ---------------------------------------------------------------- analytics (SPEC §7)

const shownStep = sample({ clock: [restoreFx.done.map(() => undefined), $step.updates], source: { step: $step, restored: $restored }, filter: ({ restored }) => restored });
sample({ clock: shownStep, fn: ({ step }) => ({ name: 'step' as const, step }), target: reachGoalFx });
sample({
  clock: restoreFx.doneData,
  filter: ({ draft }) => draft.leadId === null && draft.step === 0,
  fn: () => ({ name: 'lead_start' as const }),
  target: reachGoalFx,
});
sample({ clock: fieldBlurred, target: reachGoalFx });
