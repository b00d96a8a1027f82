import { useGate } from 'effector-react';
import { useParams } from '@microloans/platform/router';
import { pageFrames } from '@microloans/shared-contracts/routes';
import { Card, Flex, Typography } from '@microloans/ui-kit';
import { HistoryPageGate, isHistoryTab } from './model';
import { HistoryList } from './ui/history-list';

/**
 * История заявок: `/history` and its one tab `/history/tabs/HistoryList` (SPEC §2) show the same
 * list; any other tab is the 404 screen.
 */
export function HistoryPage() {
  const { tab } = useParams();
  useGate(HistoryPageGate, { tab });
  if (!isHistoryTab(tab)) return null;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {pageFrames.history.heading}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {pageFrames.history.lead}
        </Typography.Paragraph>
      </Card>
      <HistoryList />
    </Flex>
  );
}
