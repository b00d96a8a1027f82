import { nbsp, plural, type WordForms } from '@microloans/shared-contracts/format';

const pointForms: WordForms = ['балл', 'балла', 'баллов'];

/** The noun after a count of points: 1 балл, 2 балла, 712 баллов. */
export const pointsWord = (count: number): string => plural(count, pointForms);

/** A count of points as one unbreakable phrase: «38 баллов». */
export const formatPoints = (count: number): string => `${count}${nbsp}${pointsWord(count)}`;
