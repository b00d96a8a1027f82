import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { appErrorRaised } from '@microloans/platform';
import { useParams } from '@microloans/platform/router';
import { historyTabs, pageFrames } from '@microloans/shared-contracts/routes';
import { Card, Flex, Typography } from '@microloans/ui-kit';
import { HistoryList } from './ui/history-list';

const isHistoryTab = (value: string): boolean => (historyTabs as readonly string[]).includes(value);

/**
 * История заявок: `/history` and its one tab `/history/tabs/HistoryList` (SPEC §2) show the same
 * list; any other tab is the 404 screen.
 */
export function HistoryPage() {
  const { tab } = useParams();
  const raiseError = useUnit(appErrorRaised);
  const unknown = tab !== undefined && !isHistoryTab(tab);

  useEffect(() => {
    if (unknown) raiseError({ status: 404 });
  }, [unknown, raiseError]);

  if (unknown) return null;
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
