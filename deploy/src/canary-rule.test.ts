import { defaultCanaryRule, describe, judge, zScore, type CanaryRule } from './canary-rule';

const rule: CanaryRule = { ...defaultCanaryRule, minTrials: 20 };

test('nothing is decided on fewer trials than the minimum, on either side', () => {
  expect(judge({ trials: 19, failures: 19 }, { trials: 500, failures: 0 }, rule)).toEqual({ kind: 'too-few', canaryTrials: 19, liveTrials: 500 });
  expect(judge({ trials: 100, failures: 0 }, { trials: 19, failures: 0 }, rule).kind).toBe('too-few');
  expect(judge({ trials: 20, failures: 20 }, { trials: 20, failures: 0 }, rule).kind).toBe('worse');
});

test('ties and a canary better than live are as good; both without a failure too', () => {
  expect(judge({ trials: 100, failures: 5 }, { trials: 400, failures: 20 }, rule)).toMatchObject({ kind: 'as-good', z: 0 });
  expect(judge({ trials: 100, failures: 0 }, { trials: 400, failures: 0 }, rule)).toMatchObject({ kind: 'as-good', z: 0 });
  expect(judge({ trials: 100, failures: 1 }, { trials: 400, failures: 40 }, rule).kind).toBe('as-good');
});

test('worse needs both: more than 2 points above live, and z of at least 2.33', () => {
  // 1.5 points worse on a large sample: significant, but within the margin.
  const small = judge({ trials: 20_000, failures: 700 }, { trials: 20_000, failures: 400 }, rule);
  expect(small.kind).toBe('as-good');
  expect(small.kind !== 'too-few' && small.z).toBeGreaterThan(2.33);
  // 10 points worse on a sample too small to tell: not (yet) worse.
  const unsure = judge({ trials: 20, failures: 2 }, { trials: 20, failures: 0 }, rule);
  expect(unsure.kind).toBe('as-good');
  expect(unsure.kind !== 'too-few' && unsure.z).toBeLessThan(2.33);
  // A canary that fails half its visits against a healthy live version.
  expect(judge({ trials: 40, failures: 20 }, { trials: 200, failures: 2 }, rule).kind).toBe('worse');
});

test('z is the two-proportion statistic with the pooled error', () => {
  // p1 = 0.2, p2 = 0.1, pooled 0.15, error sqrt(0.15 * 0.85 * (1/100 + 1/100)) = 0.0505
  expect(zScore({ trials: 100, failures: 20 }, { trials: 100, failures: 10 })).toBeCloseTo(1.98, 2);
  expect(zScore({ trials: 10, failures: 10 }, { trials: 10, failures: 10 })).toBe(0);
  // Failures above trials (a count that crossed a report) count as trials.
  expect(zScore({ trials: 10, failures: 30 }, { trials: 10, failures: 0 })).toBeGreaterThan(4);
});

test('the figures behind a verdict are written for the history', () => {
  const canary = { trials: 40, failures: 20 };
  const live = { trials: 200, failures: 2 };
  expect(describe(judge(canary, live, rule), canary, live, rule)).toMatch(/^сбои: канарейка 20\/40 \(50\.0 %\), живая 2\/200 \(1\.0 %\), z = \d+\.\d\d$/);
  expect(describe(judge({ trials: 3, failures: 0 }, live, rule), { trials: 3, failures: 0 }, live, rule)).toBe('мало данных: у канарейки 3, у живой 200 (нужно по 20)');
});
