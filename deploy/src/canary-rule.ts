/**
 * When a canary is worse than the live version, by what borrowers met (the health store's trials
 * and failures: shared-contracts/health `trialsAndFailures`). A one-sided two-proportion z-test:
 * the canary is clearly worse when its failure rate is above the live version's by more than
 * `margin` (2 percentage points) and the difference is significant at α = 0.01 (z ≥ 2.33, pooled
 * standard error). Neither side is judged on fewer than `minTrials` trials: until both have them
 * the controller waits. As good (the same rate, or a difference the samples do not show) once
 * the step's window has passed: the next step.
 */
export type Sample = { trials: number; failures: number };

export type CanaryRule = {
  /** Trials each side needs before anything is decided. */
  minTrials: number;
  /** How much worse (absolute failure rate) the canary must be to be rolled back. */
  margin: number;
  /** The z a worse canary must reach (2.33: one-sided α = 0.01). */
  zWorse: number;
};

export const defaultCanaryRule: Omit<CanaryRule, 'minTrials'> = { margin: 0.02, zWorse: 2.33 };

export type Verdict =
  | { kind: 'worse'; z: number; canaryRate: number; liveRate: number }
  | { kind: 'as-good'; z: number; canaryRate: number; liveRate: number }
  | { kind: 'too-few'; canaryTrials: number; liveTrials: number };

const rateOf = ({ trials, failures }: Sample) => (trials === 0 ? 0 : Math.min(failures, trials) / trials);

/** z of the canary's failure rate over the live one's (pooled standard error); 0 when both are the same. */
export function zScore(canary: Sample, live: Sample): number {
  const canaryRate = rateOf(canary);
  const liveRate = rateOf(live);
  const pooled = (Math.min(canary.failures, canary.trials) + Math.min(live.failures, live.trials)) / (canary.trials + live.trials);
  const error = Math.sqrt(pooled * (1 - pooled) * (1 / canary.trials + 1 / live.trials));
  if (error === 0) return canaryRate === liveRate ? 0 : canaryRate > liveRate ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return (canaryRate - liveRate) / error;
}

/** The canary against the live version over the same time. */
export function judge(canary: Sample, live: Sample, rule: CanaryRule): Verdict {
  if (canary.trials < rule.minTrials || live.trials < rule.minTrials) return { kind: 'too-few', canaryTrials: canary.trials, liveTrials: live.trials };
  const canaryRate = rateOf(canary);
  const liveRate = rateOf(live);
  const z = zScore(canary, live);
  const worse = canaryRate - liveRate > rule.margin && z >= rule.zWorse;
  return { kind: worse ? 'worse' : 'as-good', z, canaryRate, liveRate };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The figures behind a verdict, as the history and the log say them. */
export function describe(verdict: Verdict, canary: Sample, live: Sample, rule: Pick<CanaryRule, 'minTrials'>): string {
  if (verdict.kind === 'too-few') return `мало данных: у канарейки ${canary.trials}, у живой ${live.trials} (нужно по ${rule.minTrials})`;
  const z = Number.isFinite(verdict.z) ? verdict.z.toFixed(2) : verdict.z > 0 ? '∞' : '−∞';
  return `сбои: канарейка ${canary.failures}/${canary.trials} (${percent(verdict.canaryRate)}), живая ${live.failures}/${live.trials} (${percent(verdict.liveRate)}), z = ${z}`;
}
