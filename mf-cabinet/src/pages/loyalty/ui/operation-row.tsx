import type { LoyaltyOperationDto } from '@microloans/shared-contracts/api';
import { formatDay } from '@microloans/shared-contracts/format';
import { Typography } from '@microloans/ui-kit';
import { signedCoins } from '../lib';

/** One accrual or write-off: what it was and when, and the coins with their sign. */
export function OperationRow({ operation }: { operation: LoyaltyOperationDto }) {
  const accrual = operation.type === 'accrual';
  return (
    <li
      data-testid="loyalty-operation"
      data-type={operation.type}
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: '4px 12px', padding: '10px 0', borderBottom: '1px solid #eef0f4' }}
    >
      <div style={{ flex: '1 1 8rem', minWidth: 0 }}>
        {/* Text from the server is shown as text; a long word wraps instead of widening the page. */}
        <div style={{ overflowWrap: 'anywhere' }}>{operation.title}</div>
        <Typography.Text type="secondary">
          <time dateTime={operation.createdAt}>{formatDay(operation.createdAt)}</time>
        </Typography.Text>
      </div>
      <Typography.Text strong type={accrual ? 'success' : undefined} style={{ whiteSpace: 'nowrap' }} data-testid="loyalty-operation-amount">
        {signedCoins(operation)}
      </Typography.Text>
    </li>
  );
}
