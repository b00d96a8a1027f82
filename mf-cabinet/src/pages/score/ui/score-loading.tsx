import { Card, Skeleton } from '@microloans/ui-kit';

/** The score's place while it loads; the skeleton has no title, since antd draws that as an empty h3. */
export function ScoreLoading() {
  return (
    <Card data-testid="credit-score-loading" role="status" aria-label="Загружаем кредитный рейтинг">
      <Skeleton active title={false} paragraph={{ rows: 5 }} />
    </Card>
  );
}
