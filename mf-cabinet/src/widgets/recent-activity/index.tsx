import dayjs from 'dayjs';
import { useApiQuery } from 'platform';
import { Link } from 'platform/router';
import { formatRubles } from 'shared-contracts/format';
import { links } from 'shared-contracts/routes';
import { Button, Card, Flex, Skeleton, Typography } from 'ui-kit';
import { Empty, Result, StatusTag } from 'ui-kit/extra';
import { activitiesSummaryQuery, recentActivitiesQuery, statusTitles } from '../../entities/activity';

const statusTones = { approved: 'success', rejected: 'danger', pending: 'info', empty: 'neutral' } as const;
const limit = 5;

/** Активность: the summary of the borrower's applications and the latest of them. */
export function RecentActivity() {
  const summary = useApiQuery(activitiesSummaryQuery, undefined);
  const recent = useApiQuery(recentActivitiesQuery, limit);
  const failed = summary.error ?? recent.error;

  if (failed) {
    return (
      <Result
        status="warning"
        title="Не удалось загрузить активность"
        extra={
          <Button
            type="primary"
            onClick={() => {
              if (summary.error) summary.retry();
              if (recent.error) recent.retry();
            }}
          >
            Повторить
          </Button>
        }
      />
    );
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
          {(['approved', 'pending', 'rejected', 'empty'] as const).map((status) => (
            <div key={status}>
              <Typography.Text type="secondary">{statusTitles[status]}</Typography.Text>
              <div style={{ fontSize: 22, fontWeight: 600 }}>{summary.data?.[status] ?? 0}</div>
            </div>
          ))}
        </Flex>
        {summary.data.lastActivityAt ? (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            Последняя активность: {dayjs(summary.data.lastActivityAt).format('D MMMM YYYY')}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Card title="Последние заявки" extra={<Link to={links.historyList}>Вся история</Link>}>
        {recent.data.items.length === 0 ? (
          <Empty description="Заявок пока нет" />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="activity-list">
            {recent.data.items.map((item) => (
              <li key={item.id} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, padding: '8px 0', borderBottom: '1px solid #eef0f4' }}>
                <span>
                  {item.amount ? formatRubles(item.amount) : 'Сумма не указана'} · {dayjs(item.createdAt).format('D MMMM YYYY')}
                </span>
                <StatusTag tone={statusTones[item.status]}>{statusTitles[item.status]}</StatusTag>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Flex>
  );
}
