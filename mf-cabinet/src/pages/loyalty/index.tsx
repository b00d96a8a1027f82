import type { CSSProperties } from 'react';
import { useSearchParams } from '@microloans/platform/router';
import { Card, Flex, Typography } from '@microloans/ui-kit';
import { loyaltyTexts } from './config';
import { readPage } from '@microloans/shared-contracts/pagination';
import { BalanceCard } from './ui/balance-card';
import { BalancesByType } from './ui/balances-by-type';
import { OperationsHistory } from './ui/operations-history';

/** The balance and the balances side by side where they fit, one under the other on a phone. */
const summaryStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  gap: 16,
};

/**
 * `/loyalty` (SPEC §2; the shell lets in only a borrower whose programme is active): the coins,
 * the balances by type and the history of accruals and write-offs, a page of it at a time
 * (`?page=N`). Each block loads, fails and retries on its own.
 */
export function LoyaltyPage() {
  const [search] = useSearchParams();
  const page = readPage(search);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {loyaltyTexts.heading}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {loyaltyTexts.intro}
        </Typography.Paragraph>
      </Card>
      <div style={summaryStyle}>
        <BalanceCard />
        <BalancesByType />
      </div>
      <OperationsHistory page={page} />
    </Flex>
  );
}
