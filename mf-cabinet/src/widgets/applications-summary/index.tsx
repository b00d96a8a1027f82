import { useUnit } from 'effector-react';
import { Link } from 'platform/router';
import { links } from 'shared-contracts/routes';
import { useApiQuery, $isAuthenticated } from 'platform';
import { Card, Flex, Skeleton, Typography } from 'ui-kit';
import { activitiesSummaryQuery } from '../../entities/activity';

/** "Мои заявки" on the main page of a signed-in borrower; renders nothing for anyone else. */
export function ApplicationsSummary() {
  const isAuthenticated = useUnit($isAuthenticated);
  return isAuthenticated ? <SummaryCard /> : null;
}

function SummaryCard() {
  const { data, error, pending } = useApiQuery(activitiesSummaryQuery, undefined);
  if (error) return null;

  return (
    <Card title="Мои заявки" extra={<Link to={links.historyList}>Все заявки</Link>} data-testid="applications-summary">
      {pending || !data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex gap={32} wrap>
          <Figure title="Всего" value={data.total} />
          <Figure title="Одобрено" value={data.approved} />
          <Figure title="На рассмотрении" value={data.pending} />
          <Figure title="Отклонено" value={data.rejected} />
        </Flex>
      )}
    </Card>
  );
}

/** A count with its label; antd's Statistic lives in the forms kit, too heavy for the main page. */
function Figure({ title, value }: { title: string; value: number }) {
  return (
    <div>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div style={{ fontSize: 24, fontWeight: 600 }}>{value}</div>
    </div>
  );
}
