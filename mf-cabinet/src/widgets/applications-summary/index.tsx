import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { Link } from '@microloans/platform/router';
import { links } from '@microloans/shared-contracts/routes';
import { useApiQuery, $isAuthenticated } from '@microloans/platform';
import { Card, Flex, lazyModule, Skeleton, Typography } from '@microloans/ui-kit';
import { activitiesSummaryQuery, leadStatuses } from '../../entities/activity';

// The rows need `ui-kit/extra` (status tags): loaded only once a signed-in borrower sees them, so
// the first page of everyone else pays nothing for them.
const LatestApplications = lazyModule(() => import('./ui/latest-applications').then((module) => ({ default: module.LatestApplications })));

/** How many of the latest applications the main page shows. */
export const latestApplicationsLimit = 3;

/** "Мои заявки" on the main page of a signed-in borrower; renders nothing for anyone else. */
export function ApplicationsSummary() {
  const isAuthenticated = useUnit($isAuthenticated);
  return isAuthenticated ? <SummaryCard /> : null;
}

const rowsLoading = <Skeleton active title={false} paragraph={{ rows: 3 }} />;

function SummaryCard() {
  const { data, error, pending, retry } = useApiQuery(activitiesSummaryQuery, undefined);

  let content;
  if (error) {
    content = (
      <LoadFailed title="Не удалось загрузить ваши заявки" error={error} retry={retry} compact data-testid="applications-summary-error" />
    );
  } else if (pending || !data) {
    content = <Skeleton active paragraph={{ rows: 1 }} />;
  } else if (data.total === 0) {
    content = (
      <Typography.Paragraph style={{ margin: 0 }}>
        Заявок пока нет. <Link to={links.applyForLoan}>Оформить заявку</Link>
      </Typography.Paragraph>
    );
  } else {
    content = (
      <Flex vertical gap={16}>
        <Flex gap={32} wrap>
          <Figure title="Всего" value={data.total} />
          <Figure title={leadStatuses.approved.counted} value={data.approved} />
          <Figure title={leadStatuses.pending.counted} value={data.pending} />
          <Figure title={leadStatuses.rejected.counted} value={data.rejected} />
        </Flex>
        <Suspense fallback={rowsLoading}>
          <LatestApplications limit={latestApplicationsLimit} />
        </Suspense>
      </Flex>
    );
  }

  return (
    <section aria-labelledby="applications-summary-title" data-testid="applications-summary">
      <Card
        title={
          <Typography.Title level={2} id="applications-summary-title" style={{ fontSize: 20, margin: 0 }}>
            Мои заявки
          </Typography.Title>
        }
        extra={<Link to={links.historyList}>Все заявки</Link>}
      >
        {content}
      </Card>
    </section>
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
