import { useApiQuery } from '@microloans/platform';
import { Button, Flex, Skeleton, Typography } from '@microloans/ui-kit';
import { recentActivitiesQuery } from '../../../entities/activity';
import { ActivityList } from '../../../entities/activity/ui';

export type LatestApplicationsProps = { limit: number };

/** The borrower's latest applications, newest first, each with what can be done with it. */
export function LatestApplications({ limit }: LatestApplicationsProps) {
  const { data, error, pending, retry } = useApiQuery(recentActivitiesQuery, limit);

  if (error) {
    return (
      <Flex vertical align="start" gap={8} data-testid="latest-applications-error">
        <Typography.Text>Не удалось загрузить последние заявки.</Typography.Text>
        <Button onClick={retry}>Повторить</Button>
      </Flex>
    );
  }
  if (pending || !data) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (data.items.length === 0) return <Typography.Paragraph style={{ margin: 0 }}>Заявок пока нет.</Typography.Paragraph>;
  return (
    <div>
      <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
        Последние заявки
      </Typography.Title>
      <ActivityList items={data.items} data-testid="latest-applications" />
    </div>
  );
}
