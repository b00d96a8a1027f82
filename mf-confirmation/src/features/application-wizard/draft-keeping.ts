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
} from './state';

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

