import { useApiQuery } from '@microloans/platform';
import { Card, Flex, Typography } from '@microloans/ui-kit';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { pageFrames } from '@microloans/shared-contracts/routes';
import { creditScoreQuery } from '../../entities/credit-score';
import { ScoreEmpty } from './ui/score-empty';
import { ScoreFactors } from './ui/score-factors';
import { ScoreLoading } from './ui/score-loading';
import { ScoreSummary } from './ui/score-summary';

/** `/score` (SPEC §2): the borrower's credit rating, where it sits on its scale, and what moves it. */
export function ScorePage() {
  const { data, error, retry } = useApiQuery(creditScoreQuery, undefined);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {pageFrames.score.heading}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {pageFrames.score.lead}
        </Typography.Paragraph>
      </Card>
      {error ? (
        <LoadFailed title="Не удалось загрузить кредитный рейтинг" error={error} retry={retry} data-testid="credit-score-error" />
      ) : !data ? (
        <ScoreLoading />
      ) : data.status === 'unscored' ? (
        <ScoreEmpty />
      ) : (
        <>
          <ScoreSummary score={data.score} grade={data.grade} updatedAt={data.updatedAt} />
          <ScoreFactors raising={data.raising} lowering={data.lowering} />
        </>
      )}
    </Flex>
  );
}
