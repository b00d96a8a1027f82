/** @jest-environment node */
import { frontReadWaitMs, pageAnswerBudgetMs, serverBudgets } from '@microloans/shared-contracts/server-budgets';
import { defaultTierSettings, isHung, restartDelayMs, retirementReason } from './render-tier-policy';

const limits = { maxStale: 2, maxVersions: 10, memoryMarkMb: 500 };

test('a worker is replaced once it holds versions that no longer serve, the most versions allowed, or passes the memory mark, and not before', () => {
  expect(retirementReason({ versions: 9, stale: 1, rssMb: 499 }, limits)).toBeNull();
  expect(retirementReason({ versions: 7, stale: 2, rssMb: 200 }, limits)).toBe('2 версий, которые больше не работают (предел 2)');
  expect(retirementReason({ versions: 10, stale: 0, rssMb: 200 }, limits)).toBe('10 версий в памяти (предел 10)');
  expect(retirementReason({ versions: 2, stale: 0, rssMb: 512.4 }, limits)).toBe('512 МБ памяти (предел 500)');
});

test('a worker silent longer than the hang limit is hung; one silent exactly that long is not yet', () => {
  expect(isHung(1000, 3000, 2000)).toBe(false);
  expect(isHung(1000, 3001, 2000)).toBe(true);
  // A machine no busier than its cores: the limit as it is.
  expect(isHung(1000, 3001, 2000, 0.7)).toBe(true);
  expect(isHung(1000, 3001, 2000, 1)).toBe(true);
});

test('on a machine busier than its cores the limit stretches with the load per core, at most four times', () => {
  // 2.5 runnable processes per core: a live worker's beat 2.1 s late is not a hang; 5.1 s is.
  expect(isHung(0, 2100, 2000, 2.5)).toBe(false);
  expect(isHung(0, 5000, 2000, 2.5)).toBe(false);
  expect(isHung(0, 5001, 2000, 2.5)).toBe(true);
  // However busy, an endless loop is found within four times the limit.
  expect(isHung(0, 8000, 2000, 30)).toBe(false);
  expect(isHung(0, 8001, 2000, 30)).toBe(true);
});

test('the defaults: a worker per core; hung is longer than a render may take, and a retiring worker may finish a whole page', () => {
  const settings = defaultTierSettings();
  expect(settings.workers).toBeGreaterThanOrEqual(1);
  expect(settings.hangMs).toBeGreaterThanOrEqual(serverBudgets.renderMs + 800);
  expect(settings.hangMs).toBeLessThan(frontReadWaitMs);
  expect(settings.drainMs).toBeGreaterThan(pageAnswerBudgetMs);
  expect(settings.heartbeatMs * 10).toBeLessThanOrEqual(settings.hangMs);
});

test('a crashed worker is started again at once; one that keeps crashing waits longer each time, at most 10 s', () => {
  const now = 100_000;
  expect(restartDelayMs([now], now)).toBe(0);
  expect(restartDelayMs([now - 1000, now], now)).toBe(250);
  expect(restartDelayMs([now - 2000, now - 1000, now], now)).toBe(500);
  expect(restartDelayMs(Array.from({ length: 20 }, (_, index) => now - index), now)).toBe(10_000);
  // Crashes over a minute ago are forgiven.
  expect(restartDelayMs([now - 120_000, now - 90_000, now], now)).toBe(0);
});
