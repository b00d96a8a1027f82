/**
 * Nothing typed is lost: each change is the application's values, and the draft is kept in local
 * storage 300 ms after typing settles, at once when the tab is hidden and whenever the model moves.
 */
import { combine, sample } from 'effector';
import { debounce } from 'patronum';
import { withoutPassword } from '../../entities/application';
import {
  $leadId,
  $ownerPhone,
  $ownLoan,
  $pdLinkId,
  $restored,
  $sourcePage,
  $step,
  $values,
  $violations,
  backClicked,
  pageHidden,
  persistFx,
  replaced,
  stepSubmitted,
  valuesChanged,
  wizardTexts,
  writeStepHintFx,
} from './state';
import { stepHintOf } from './stored-draft';

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

// What the server is told (the step of a draft with anything typed) changes at the first
// keystroke, not 300 ms later: a reload at once finds its step drawn awaiting the draft.
const $stepHint = combine($values, $step, stepHintOf);
sample({ clock: $stepHint.updates, source: $restored, filter: Boolean, fn: (_, hint) => hint, target: writeStepHintFx });
sample({
  clock: [typingSettled, pageHidden, replaced, $step.updates, $leadId.updates, $ownerPhone.updates, $ownLoan.updates, $pdLinkId.updates],
  source: { draft: $draft, restored: $restored },
  filter: ({ restored }) => restored,
  fn: ({ draft }) => draft,
  target: persistFx,
});

