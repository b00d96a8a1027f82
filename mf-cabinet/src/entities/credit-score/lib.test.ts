import { creditGradeBands, creditScoreScale, gradeOf, nextGradeOf, scaleShare } from './lib';

test('the grade bands cover the whole scale, end to end, lowest first', () => {
  expect(creditGradeBands[0]?.from).toBe(creditScoreScale.min);
  expect(creditGradeBands.at(-1)?.to).toBe(creditScoreScale.max);
  creditGradeBands.slice(1).forEach((band, index) => expect(band.from).toBe(creditGradeBands[index]?.to));
  expect(creditGradeBands.map(({ grade }) => grade)).toEqual(['E', 'D', 'C', 'B', 'A']);
});

test.each([
  [300, 'E'],
  [449, 'E'],
  [450, 'D'],
  [549, 'D'],
  [550, 'C'],
  [650, 'B'],
  [749, 'B'],
  [750, 'A'],
  [850, 'A'],
  [120, 'E'],
  [900, 'A'],
])('%i is grade %s (as dev-api grades it)', (score, grade) => {
  expect(gradeOf(score)).toBe(grade);
});

test('the place on the scale: 300 is the start, 850 the end, outside scores sit at the ends', () => {
  expect(scaleShare(300)).toBe(0);
  expect(scaleShare(850)).toBe(1);
  expect(scaleShare(575)).toBeCloseTo(0.5);
  expect(scaleShare(100)).toBe(0);
  expect(scaleShare(1000)).toBe(1);
});

test('the next grade and the points missing to it; none at the top grade', () => {
  expect(nextGradeOf(712)).toEqual({ grade: 'A', points: 38 });
  expect(nextGradeOf(300)).toEqual({ grade: 'D', points: 150 });
  expect(nextGradeOf(749)).toEqual({ grade: 'A', points: 1 });
  expect(nextGradeOf(750)).toBeNull();
  expect(nextGradeOf(850)).toBeNull();
});
