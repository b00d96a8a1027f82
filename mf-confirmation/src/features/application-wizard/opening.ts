/**
 * Opening the application: the stored draft read (or a PD link's own), a lead resumed or copied
 * from the address, an unfinished one offered to a signed-in borrower.
 */
import { createStore, sample } from 'effector';
import { $isAuthenticated } from '@microloans/platform';
import { defaultFormType } from '@microloans/shared-contracts/routes';
import { firstIncompleteStep, fromLead, fromPdlLead, loanOfLead } from '../../entities/application';
import { readLoan, type StoredDraft } from './stored-draft';
import {
  $calculatorLoan,
  $leadId,
  $ownerPhone,
  $resumeNeedsSignIn,
  $speedUpDraft,
  $tracking,
  $userPhone,
  freshApplication,
  leadParamDropped,
  loadLeadFx,
  loadSpeedUpFx,
  replaced,
  restoreFx,
  speedUpAccepted,
  speedUpDismissed,
  wizardOpened,
  WizardGate,
  type PdLinkOpening,
  type Replacement,
  type WizardQuery,
} from './state';

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
// SPEC §4: a draft kept for another signed-in phone restarts at step 1 without its lead (the
// profile may have arrived before the page opened, so this is checked on restore too).
const restoredDraft = sample({
  clock: restoreFx.doneData,
  source: { phone: $userPhone, query: $query },
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

