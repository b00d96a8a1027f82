import { memo, useId, type CSSProperties, type HTMLAttributes } from 'react';
import { Link } from '@microloans/platform/router';
import type { ActivityDto } from '@microloans/shared-contracts/api';
import { formatDay } from '@microloans/shared-contracts/format';
import { brand, Typography } from '@microloans/ui-kit';
import { activityActions } from '../lib/actions';
import { activityLoan } from '../lib/describe';
import { ActivityStatusTag } from './activity-status-tag';

// Plain list markup with styles made once: a page of the history draws twenty of these.
const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const itemStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  padding: '12px 0',
  borderBottom: '1px solid #e5e7eb',
};
const textStyle: CSSProperties = { flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' };
const loanStyle: CSSProperties = { display: 'block', fontWeight: 600, fontSize: 16 };
const actionsStyle: CSSProperties = { flexBasis: '100%', display: 'flex', flexWrap: 'wrap', gap: 8 };
const actionStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '6px 14px',
  borderRadius: 8,
  border: `1px solid ${brand.primary}`,
  textDecoration: 'none',
  fontWeight: 500,
};
const mainActionStyle: CSSProperties = { ...actionStyle, background: brand.primary, color: '#fff' };
const otherActionStyle: CSSProperties = { ...actionStyle, background: '#fff', color: brand.primary };

export type ActivityItemProps = { activity: ActivityDto; showActions: boolean };

/** One application: amount and term, its date, its status, and what can be done with it. */
export function ActivityItem({ activity, showActions }: ActivityItemProps) {
  const summaryId = useId();
  const actions = showActions ? activityActions(activity) : [];
  return (
    <li style={itemStyle} data-testid="activity-item" data-status={activity.status} data-uuid={activity.uuid}>
      <div style={textStyle} id={summaryId}>
        <span style={loanStyle}>{activityLoan(activity)}</span>
        <Typography.Text type="secondary">
          Заявка от <time dateTime={activity.createdAt}>{formatDay(activity.createdAt)}</time>
        </Typography.Text>
      </div>
      <ActivityStatusTag status={activity.status} />
      {actions.length > 0 ? (
        <div style={actionsStyle}>
          {actions.map((action, index) => (
            // The same words repeat on every row: the row's loan and date describe which one.
            <Link key={action.kind} to={action.to} aria-describedby={summaryId} data-action={action.kind} style={index === 0 ? mainActionStyle : otherActionStyle}>
              {action.label}
            </Link>
          ))}
        </div>
      ) : null}
    </li>
  );
}

export type ActivityListProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  items: readonly ActivityDto[];
  /** Links to continue, copy or see the offers of each application. */
  showActions?: boolean;
};

/** Applications as a plain `<ul>`, newest first as given; drawn again only for other items. */
export const ActivityList = memo(function ActivityList({ items, showActions = true, style, ...rest }: ActivityListProps) {
  return (
    <ul {...rest} style={{ ...listStyle, ...style }}>
      {items.map((activity) => (
        <ActivityItem key={activity.id} activity={activity} showActions={showActions} />
      ))}
    </ul>
  );
});
