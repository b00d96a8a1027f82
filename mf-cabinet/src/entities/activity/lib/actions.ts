import type { ActivityDto } from '@microloans/shared-contracts/api';
import { links } from '@microloans/shared-contracts/routes';

/**
 * The application form with one more query parameter. `links` has no builder for a resumed or a
 * copied application, so it is built here from `links.applyForLoan` (which owns `type=loans`).
 */
function applicationWith(name: 'uuid' | 'copy', uuid: string): string {
  const [path = '', query = ''] = links.applyForLoan.split('?');
  const params = new URLSearchParams(query);
  params.set(name, uuid);
  return `${path}?${params.toString()}`;
}

/** `/confirmation?type=loans&uuid=…`: the wizard resumes the lead at its first incomplete step (SPEC §4). */
export const resumeApplicationLink = (uuid: string): string => applicationWith('uuid', uuid);

/** `/confirmation?type=loans&copy=…`: a new application from the lead's data, from step 0 (SPEC §4). */
export const copyApplicationLink = (uuid: string): string => applicationWith('copy', uuid);

export type ActivityActionKind = 'continue' | 'offers' | 'copy';

export type ActivityAction = { kind: ActivityActionKind; label: string; to: string };

export const activityActionLabels: Record<ActivityActionKind, string> = {
  continue: 'Продолжить заявку',
  offers: 'Смотреть предложения',
  copy: 'Подать похожую заявку',
};

/**
 * What a borrower can do with an application, the main action first: an unfinished one is
 * continued; a finished one (approved, rejected or pending) has its offers in the shop window and
 * can be sent again as a copy.
 */
export function activityActions(activity: Pick<ActivityDto, 'uuid' | 'status' | 'collected'>): ActivityAction[] {
  const action = (kind: ActivityActionKind, to: string): ActivityAction => ({ kind, label: activityActionLabels[kind], to });
  if (!activity.collected || activity.status === 'empty') return [action('continue', resumeApplicationLink(activity.uuid))];
  return [action('offers', links.shopwindow('lead', activity.uuid)), action('copy', copyApplicationLink(activity.uuid))];
}
