import { useApiQuery } from '@microloans/platform';
import type { LoyaltyCoinsDto } from '@microloans/shared-contracts/api';
import { formatRubles, nbsp } from '@microloans/shared-contracts/format';
import { Typography } from '@microloans/ui-kit';
import { formatCoins, loyaltyCoinsQuery } from '../../../entities/loyalty';
import { loyaltyTexts } from '../config';
import { expiringInWords, rateInWords } from '../lib';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { BlockLoading, LoyaltyBlock } from './loyalty-block';

/** «Мои монеты»: the coin balance, its worth in rubles, the rate, and the coins about to expire. */
export function BalanceCard() {
  const { data, error, retry } = useApiQuery(loyaltyCoinsQuery, undefined);
  return (
    <LoyaltyBlock headingId="loyalty-balance-title" title={loyaltyTexts.balanceHeading} data-testid="loyalty-balance">
      {error ? (
        <LoadFailed compact title={loyaltyTexts.balanceError} error={error} retry={retry} data-testid="loyalty-balance-error" />
      ) : data ? (
        <CoinsBalance coins={data} />
      ) : (
        <BlockLoading label={loyaltyTexts.balanceLoading} rows={3} data-testid="loyalty-balance-loading" />
      )}
    </LoyaltyBlock>
  );
}

function CoinsBalance({ coins }: { coins: LoyaltyCoinsDto }) {
  const expiring = expiringInWords(coins.expiring);
  return (
    <div>
      <p data-testid="loyalty-coins" style={{ margin: 0, fontSize: 32, fontWeight: 600, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {formatCoins(coins.coins)}
      </p>
      <p data-testid="loyalty-rubles" style={{ margin: '4px 0 0', fontSize: 18 }}>
        ≈{nbsp}{formatRubles(coins.rubEquivalent)}
      </p>
      <Typography.Paragraph type="secondary" data-testid="loyalty-rate" style={{ margin: '8px 0 0' }}>
        {rateInWords(coins.rate)}
      </Typography.Paragraph>
      {expiring ? (
        // StatusTag's warning colours: 4.5:1 or better.
        <p data-testid="loyalty-expiring" style={{ margin: '12px 0 0', padding: '8px 12px', borderRadius: 8, background: '#fff6e6', color: '#8a4b00' }}>
          {expiring}
        </p>
      ) : null}
      {coins.coins === 0 ? (
        <Typography.Paragraph type="secondary" data-testid="loyalty-balance-empty" style={{ margin: '12px 0 0' }}>
          {loyaltyTexts.balanceEmptyHint}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
