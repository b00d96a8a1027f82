import type { CreditGrade } from '@microloans/shared-contracts/api';
import { brand } from '@microloans/ui-kit';
import { creditGradeBands, creditScoreScale, gradeTitles, scaleShare } from '../../../entities/credit-score';
import { formatPoints } from '../lib/points';

/** Fills only (never text): red for the lowest grade through to green for the highest. */
const bandFills: Record<CreditGrade, string> = {
  E: '#d32f2f',
  D: '#f57c00',
  C: '#fbc02d',
  B: '#7cb342',
  A: '#2e7d32',
};

const thumbSize = 22;
const barHeight = 10;

export type ScoreScaleProps = { score: number; grade: CreditGrade };

/**
 * The scale 300…850 as a bar of the five grade bands with a thumb at the score. One image to a
 * screen reader, named by the same facts in words.
 */
export function ScoreScale({ score, grade }: ScoreScaleProps) {
  const { min, max } = creditScoreScale;
  const percent = scaleShare(score) * 100;
  const description = `${formatPoints(score)} на шкале от ${min} до ${max}, оценка ${grade}: ${gradeTitles[grade].toLowerCase()}`;

  return (
    <div role="img" aria-label={description} data-testid="credit-score-scale" style={{ margin: '20px 0 4px' }}>
      <div style={{ position: 'relative', height: thumbSize }}>
        <div
          style={{
            position: 'absolute',
            insetInline: 0,
            top: (thumbSize - barHeight) / 2,
            height: barHeight,
            display: 'flex',
            borderRadius: barHeight / 2,
            overflow: 'hidden',
          }}
        >
          {creditGradeBands.map((band) => (
            <div key={band.grade} style={{ flex: `${band.to - band.from} 1 0`, background: bandFills[band.grade] }} />
          ))}
        </div>
        <div
          data-testid="credit-score-thumb"
          style={{
            position: 'absolute',
            top: 0,
            // Kept inside the bar at 300 and 850, so the thumb never pokes out of a narrow screen.
            left: `clamp(0px, calc(${percent}% - ${thumbSize / 2}px), calc(100% - ${thumbSize}px))`,
            width: thumbSize,
            height: thumbSize,
            boxSizing: 'border-box',
            borderRadius: '50%',
            background: '#fff',
            border: `5px solid ${brand.text}`,
            boxShadow: '0 1px 3px rgba(0, 0, 0, 0.35)',
          }}
        />
      </div>
      <div style={{ display: 'flex', marginTop: 6, fontSize: 13, lineHeight: '18px' }}>
        {creditGradeBands.map((band) => (
          <span
            key={band.grade}
            style={{
              flex: `${band.to - band.from} 1 0`,
              textAlign: 'center',
              color: band.grade === grade ? brand.text : brand.textSecondary,
              fontWeight: band.grade === grade ? 700 : 400,
            }}
          >
            {band.grade}
          </span>
        ))}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, lineHeight: '18px', color: brand.textSecondary }}>
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
