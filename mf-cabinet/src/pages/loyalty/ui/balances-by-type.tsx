import type { CSSProperties } from 'react';
import { useApiQuery } from '@microloans/platform';
import type { LoyaltyBalanceDto } from '@microloans/shared-contracts/api';
import { Typography } from '@microloans/ui-kit';
import { Empty } from '@microloans/ui-kit/extra';
import { formatBalance, loyaltyBalancesQuery } from '../../../entities/loyalty';
import { loyaltyTexts } from '../config';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { BlockLoading, LoyaltyBlock } from './loyalty-block';

/** As many ~140 px columns as fit: one or two on a phone, three on a wide card. */
const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

/** «Все балансы»: coins, cashback and bonuses for friends, each in its own unit. */
export function BalancesByType() {
  const { data, error, retry } = useApiQuery(loyaltyBalancesQuery, undefined);
  return (
    <LoyaltyBlock headingId="loyalty-balances-title" title={loyaltyTexts.balancesHeading} data-testid="loyalty-balances">
      {error ? (
        <LoadFailed compact title={loyaltyTexts.balancesError} error={error} retry={retry} data-testid="loyalty-balances-error" />
      ) : !data ? (
        <BlockLoading label={loyaltyTexts.balancesLoading} rows={3} data-testid="loyalty-balances-loading" />
      ) : data.balances.length === 0 ? (
        <div data-testid="loyalty-balances-empty">
          <Empty description={loyaltyTexts.balancesEmpty} />
        </div>
      ) : (
        <ul style={listStyle} aria-labelledby="loyalty-balances-title">
          {data.balances.map((balance) => (
            <BalanceItem key={balance.type} balance={balance} />
          ))}
        </ul>
      )}
    </LoyaltyBlock>
  );
}

function BalanceItem({ balance }: { balance: LoyaltyBalanceDto }) {
  return (
    <li data-testid="loyalty-balance-item" data-type={balance.type}>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {balance.title}
      </Typography.Text>
      <div style={{ fontSize: 20, fontWeight: 600 }}>{formatBalance(balance)}</div>
    </li>
  );
}
