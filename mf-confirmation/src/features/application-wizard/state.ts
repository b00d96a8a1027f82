/**
 * The application's state: what the page sends in, what the model says, the effects it runs (each
 * replaced in tests) and the stores. What moves them is wired by concern beside it: opening.ts,
 * draft-keeping.ts, submitting.ts, analytics.ts (index.ts wires them once).
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { goals, leadStepGoal, reachGoal } from '@microloans/shared-contracts/analytics';
import { announceApiError, type ApiError, type Violation, $user, toastError } from '@microloans/platform';
import {
  authApi,
  errorTexts,
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
  emptyApplication,
  type ApplicationFormValues,
  type ApplicationValues,
  type LeadContext,
  type StepIndex,
} from '../../entities/application';
import { readLoanChoice, saveLoanChoice, type LoanChoice } from '../../entities/loan-form';
import { leadsApi } from './api';
import { readStoredDraft, readTracking, writeStepHint, writeStoredDraft, type StoredDraft } from './stored-draft';

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

/**
 * Reads the stored application. The loan is the calculator's choice the address carried (kept as
 * the calculator's last choice), or, opened without one, the last choice the calculator kept.
 */
export const restoreFx = createEffect(({ formType, chosen }: { formType: FormType; chosen: LoanChoice | null }) => {
  if (chosen) saveLoanChoice(chosen);
  return { draft: readStoredDraft(), loan: chosen ?? readLoanChoice(formType), tracking: readTracking() };
});
export const persistFx = createEffect((draft: StoredDraft) => writeStoredDraft(draft));
export const writeStepHintFx = createEffect(writeStepHint);
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
export const reachGoalFx = createEffect((goal: { name: 'lead_start' } | { name: 'step'; step: StepIndex } | { field: string; valid: boolean }) => {
  if ('field' in goal) reachGoal(goal.valid ? goals.inputValid : goals.inputInvalid, { field: goal.field });
  else if (goal.name === 'lead_start') reachGoal(goals.leadStart);
  else reachGoal(leadStepGoal((goal.step + 1) as 1 | 2 | 3));
});
export const toastFx = createEffect((text: string) => toastError(text));
export const announceFx = createEffect(announceApiError);

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
/**
 * The server drew the step of a draft this browser keeps, without its values (they are the
 * browser's): the fields are drawn awaiting them, never as empty, until the browser has read it.
 * Sent with the page (its sid), so the browser takes the same drawing over.
 */
export const $draftAwaited = createStore(false, { sid: 'mf_confirmation.application.draftAwaited' }).on(stepHinted, () => true);
export const $values = createStore<ApplicationValues>(emptyApplication);
export const $leadId = createStore<number | null>(null);
export const $ownerPhone = createStore<string | null>(null);
/**
 * The values the model puts in the form (the draft read, a lead resumed or copied, a fresh start):
 * a new object each time, which the form takes in place of what it shows. What the borrower types
 * goes the other way, into `$values`; this store does not follow the keystrokes, so the form is not
 * re-rendered whole for every letter typed.
 */
export const $formValues = createStore<ApplicationValues>(emptyApplication);
/** Server violations (422) of the last submit, marked on their fields. */
export const $violations = createStore<Violation[]>([]);
export const $resumeNeedsSignIn = createStore(false);
/** An unfinished application found on the server, offered to a signed-in borrower (SPEC §4). */
export const $speedUpDraft = createStore<LeadDto | null>(null);
/** The password was set in this application: the flagged step no longer asks for it. */
export const $accountProtected = createStore(false).on(activateFx.done, () => true);
/** The calculator's choice as the page opened: what a new application is for. */
export const $calculatorLoan = createStore<LoanChoice>({ amount: 0, term: 0, formType: defaultFormType }).on(
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
export const $tracking = createStore<LeadTrackingParams>({});

/** The signed-in borrower's phone (11 digits); null for a visitor. */
export const $userPhone = $user.map((user) => (user ? digitsOnly(user.phone) : null));

export const $needsPassword = combine(
  $user,
  $accountProtected,
  (user, protectedNow) => user !== null && !user.activated && !protectedNow,
);
export const $submitting = combine(saveLeadFx.pending, activateFx.pending, (saving, activating) => saving || activating);
/**
 * A step that did not leave for want of a connection (no network, or no answer): said inside the
 * form, under the step, until it is sent again or left — a toast alone is gone in 3 s.
 */
export const $sendFailure = createStore<{ title: string; detail: string } | null>(null);
export const $loadingLead = loadLeadFx.pending;

/** The application as the model replaces it whole (opening, resuming, copying, starting afresh). */
export type Replacement = {
  values: ApplicationValues;
  step: StepIndex;
  leadId: number | null;
  loan: LoanChoice | null;
  sourcePage: LeadSourcePage;
  pdLinkId: string | null;
};
/** A new application on the site: nothing typed, no lead, the calculator's choice. */
export const freshApplication: Replacement = {
  values: emptyApplication,
  step: 0,
  leadId: null,
  loan: null,
  sourcePage: 'main_confirmation',
  pdLinkId: null,
};
export const replaced = createEvent<Replacement>();
$values.on(replaced, (_, { values }) => values);
$ownLoan.on(replaced, (_, { loan }) => loan);
$sourcePage.on(replaced, (_, { sourcePage }) => sourcePage);
$pdLinkId.on(replaced, (_, { pdLinkId }) => pdLinkId);
$step.on(replaced, (_, { step }) => step);
$leadId.on(replaced, (_, { leadId }) => leadId);
$formValues.on(replaced, (_, { values }) => ({ ...values }));
// The form is hidden while a lead loads; if the load fails it comes back with what was typed.
sample({ clock: loadLeadFx, source: $values, target: $formValues });

