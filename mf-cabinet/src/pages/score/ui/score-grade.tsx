import type { CreditGrade } from '@microloans/shared-contracts/api';
import { Typography } from '@microloans/ui-kit';
import { StatusTag, type StatusTone } from '@microloans/ui-kit/extra';
import { gradeTitles } from '../../../entities/credit-score';

const gradeTones: Record<CreditGrade, StatusTone> = { A: 'success', B: 'success', C: 'info', D: 'warning', E: 'danger' };

export type ScoreGradeProps = { grade: CreditGrade };

/** The grade letter as a tag, and what it means in words. */
export function ScoreGrade({ grade }: ScoreGradeProps) {
  return (
    <div data-testid="credit-score-grade" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <StatusTag tone={gradeTones[grade]}>Оценка {grade}</StatusTag>{' '}
      <Typography.Text strong>{gradeTitles[grade]}</Typography.Text>
    </div>
  );
}
