import { formatDay } from '@microloans/shared-contracts/format';
import type { CreditGrade } from '@microloans/shared-contracts/api';
import { Card, Typography } from '@microloans/ui-kit';
import { nextGradeOf } from '../../../entities/credit-score';
import { formatPoints, pointsWord } from '../lib/points';
import { ScoreGrade } from './score-grade';
import { ScoreScale } from './score-scale';

export type ScoreSummaryProps = { score: number; grade: CreditGrade; updatedAt: string | null };

/** The score in large figures, its grade, its place on the scale, the way up and the date. */
export function ScoreSummary({ score, grade, updatedAt }: ScoreSummaryProps) {
  const next = nextGradeOf(score);
  return (
    <Card data-testid="credit-score-summary">
      <p style={{ margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8 }}>
        <span data-testid="credit-score-value" style={{ fontSize: 48, fontWeight: 700, lineHeight: 1.1 }}>
          {score}
        </span>{' '}
        <Typography.Text type="secondary" style={{ fontSize: 18 }}>
          {pointsWord(score)}
        </Typography.Text>
      </p>
      <ScoreGrade grade={grade} />
      <ScoreScale score={score} grade={grade} />
      <Typography.Paragraph data-testid="credit-score-next" style={{ margin: '12px 0 4px' }}>
        {next ? `До оценки ${next.grade} — ещё ${formatPoints(next.points)}.` : 'Это высшая оценка.'}
      </Typography.Paragraph>
      {updatedAt ? (
        <Typography.Paragraph type="secondary" data-testid="credit-score-updated" style={{ margin: 0 }}>
          Обновлено {formatDay(updatedAt)}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
