import type { CreditGrade, CreditScoreDto } from '@microloans/shared-contracts/api';

/** The scale the server scores on (CreditScoreDto: 300..850). */
export const creditScoreScale = { min: 300, max: 850 } as const;

export type CreditGradeBand = { grade: CreditGrade; from: number; to: number };

/** Each grade's stretch of the scale, lowest first (dev-api: A ≥ 750, B ≥ 650, C ≥ 550, D ≥ 450). */
export const creditGradeBands: readonly CreditGradeBand[] = [
  { grade: 'E', from: creditScoreScale.min, to: 450 },
  { grade: 'D', from: 450, to: 550 },
  { grade: 'C', from: 550, to: 650 },
  { grade: 'B', from: 650, to: 750 },
  { grade: 'A', from: 750, to: creditScoreScale.max },
];

/** A grade in words, as the borrower reads it next to the letter. */
export const gradeTitles: Record<CreditGrade, string> = {
  A: 'Отличный рейтинг',
  B: 'Хороший рейтинг',
  C: 'Средний рейтинг',
  D: 'Рейтинг ниже среднего',
  E: 'Низкий рейтинг',
};

/**
 * What the page shows: a score with the factors split by their effect, or `unscored` while the
 * server has no score for the borrower (no answer, or an answer without a number).
 */
export type CreditScore =
  | { status: 'unscored' }
  | {
      status: 'scored';
      score: number;
      grade: CreditGrade;
      updatedAt: string | null;
      /** Factor titles that raise the score, in the server's order. */
      raising: string[];
      /** Factor titles that lower it, in the server's order. */
      lowering: string[];
    };

const isGrade = (value: unknown): value is CreditGrade => creditGradeBands.some(({ grade }) => grade === value);

const clampToScale = (score: number): number => Math.min(creditScoreScale.max, Math.max(creditScoreScale.min, score));

/** The grade a score falls in by the bands above (the server's own grade wins when it sends one). */
export function gradeOf(score: number): CreditGrade {
  const clamped = clampToScale(score);
  return [...creditGradeBands].reverse().find(({ from }) => clamped >= from)?.grade ?? 'E';
}

/** The server's answer as the page shows it. */
export function toCreditScore(dto: CreditScoreDto | null): CreditScore {
  if (!dto || typeof dto.score !== 'number' || !Number.isFinite(dto.score)) return { status: 'unscored' };
  const factors = Array.isArray(dto.factors) ? dto.factors : [];
  const titlesOf = (impact: 'positive' | 'negative') =>
    factors.filter((factor) => factor.impact === impact).map((factor) => factor.title.trim()).filter((title) => title !== '');
  return {
    status: 'scored',
    score: Math.round(dto.score),
    grade: isGrade(dto.grade) ? dto.grade : gradeOf(dto.score),
    updatedAt: dto.updatedAt || null,
    raising: titlesOf('positive'),
    lowering: titlesOf('negative'),
  };
}

/** Where a score sits on the scale, 0 (300) … 1 (850); scores outside the scale sit at its ends. */
export const scaleShare = (score: number): number =>
  (clampToScale(score) - creditScoreScale.min) / (creditScoreScale.max - creditScoreScale.min);

/** The next grade up and the points still missing to reach it; null at the top grade. */
export function nextGradeOf(score: number): { grade: CreditGrade; points: number } | null {
  const next = creditGradeBands.find(({ from }) => from > score);
  return next ? { grade: next.grade, points: next.from - score } : null;
}
