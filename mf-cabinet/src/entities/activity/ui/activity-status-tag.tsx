import type { LeadStatus } from '@microloans/shared-contracts/api';
import { StatusTag } from '@microloans/ui-kit/extra';
import { leadStatuses } from '../lib/statuses';

export type ActivityStatusTagProps = { status: LeadStatus };

/** An application's status as the kit's tag (its tones keep 4.5:1 contrast). */
export function ActivityStatusTag({ status }: ActivityStatusTagProps) {
  const { title, tone } = leadStatuses[status];
  return <StatusTag tone={tone}>{title}</StatusTag>;
}
