export { creditScoreApi } from './api';
export { creditGradeBands, creditScoreScale, gradeOf, gradeTitles, nextGradeOf, scaleShare, toCreditScore } from './lib';
export type { CreditGradeBand, CreditScore } from './lib';
export { creditScoreQuery } from './model';
