import { useApiQuery } from '@microloans/platform';
import { Link } from '@microloans/platform/router';
import { formatDay } from '@microloans/shared-contracts/format';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { links } from '@microloans/shared-contracts/routes';
import { Card, Flex, Skeleton, Typography } from '@microloans/ui-kit';
import { Empty } from '@microloans/ui-kit/extra';
import { activitiesSummaryQuery, leadStatusOrder, leadStatuses, recentActivitiesQuery } from '../../entities/activity';
import { ActivityList } from '../../entities/activity/ui';

const limit = 5;

/** Активность: the summary of the borrower's applications and the latest of them. */
export function RecentActivity() {
  const summary = useApiQuery(activitiesSummaryQuery, undefined);
  const recent = useApiQuery(recentActivitiesQuery, limit);
  const failed = summary.error ?? recent.error;

  if (failed) {
    const retry = () => {
      if (summary.error) summary.retry();
      if (recent.error) recent.retry();
    };
    return <LoadFailed title="Не удалось загрузить активность" error={failed} retry={retry} data-testid="activity-error" />;
  }
  if (!summary.data || !recent.data) {
    return (
      <Card data-testid="activity-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16} data-testid="activity">
      <Card title="Заявки">
        <Flex gap={24} wrap>
          {leadStatusOrder.map((status) => (
            <div key={status}>
              <Typography.Text type="secondary">{leadStatuses[status].counted}</Typography.Text>
              <div style={{ fontSize: 22, fontWeight: 600 }}>{summary.data?.[status] ?? 0}</div>
            </div>
          ))}
        </Flex>
        {summary.data.lastActivityAt ? (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            Последняя активность: {formatDay(summary.data.lastActivityAt)}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Card title="Последние заявки" extra={<Link to={links.historyList}>Вся история</Link>}>
        {recent.data.items.length === 0 ? (
          <Empty description="Заявок пока нет" />
        ) : (
          <ActivityList items={recent.data.items} data-testid="activity-list" />
        )}
      </Card>
    </Flex>
  );
}
