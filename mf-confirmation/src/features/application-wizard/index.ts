// The wizard's model is the feature's public API: pages, the wizard widget and the server side
// drive it; its effects are replaced in tests. Its wiring, by concern, is imported once here.
import './opening';
import './draft-keeping';
import './submitting';
import './analytics';
import './leaving';

export {
  $draftAwaited,
  $formType,
  $formValues,
  $leadId,
  $loadingLead,
  $loan,
  $needsPassword,
  $ownLoan,
  $resumeNeedsSignIn,
  $restored,
  $sendFailure,
  $sourcePage,
  $speedUpDraft,
  $step,
  $submitting,
  $values,
  $violations,
  activateFx,
  backClicked,
  fieldBlurred,
  finished,
  leadParamDropped,
  loadLeadFx,
  loadSpeedUpFx,
  pageHidden,
  persistFx,
  restoreFx,
  saveLeadFx,
  speedUpAccepted,
  speedUpDismissed,
  stepHinted,
  stepSubmitted,
  valuesChanged,
  wizardOpened,
  wizardTexts,
  WizardGate,
  writeStepHintFx,
  type PdLinkOpening,
  type WizardOutcome,
  type WizardQuery,
} from './state';
