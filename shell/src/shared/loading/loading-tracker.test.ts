import { beginLoading, loadingBarFadeMs, loadingBarThrottleMs, loadingTracker } from './loading-tracker';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

test('a loading shorter than 200 ms never shows the bar', () => {
  const phases: string[] = [];
  const stop = loadingTracker.subscribe(() => phases.push(loadingTracker.getSnapshot().phase));
  const done = beginLoading();
  jest.advanceTimersByTime(loadingBarThrottleMs - 1);
  done();
  jest.advanceTimersByTime(1000);
  expect(phases).toEqual([]);
  stop();
});

test('a longer one shows it, then it finishes and fades', () => {
  const done = beginLoading();
  jest.advanceTimersByTime(loadingBarThrottleMs);
  expect(loadingTracker.getSnapshot()).toEqual({ phase: 'running', failed: false });
  done();
  expect(loadingTracker.getSnapshot().phase).toBe('finishing');
  jest.advanceTimersByTime(loadingBarFadeMs);
  expect(loadingTracker.getSnapshot().phase).toBe('idle');
});

test('overlapping loadings keep one bar until the last ends; a failure turns it red', () => {
  const navigation = beginLoading();
  const remote = beginLoading();
  jest.advanceTimersByTime(loadingBarThrottleMs);
  navigation();
  expect(loadingTracker.getSnapshot().phase).toBe('running');
  remote({ failed: true });
  expect(loadingTracker.getSnapshot()).toEqual({ phase: 'finishing', failed: true });
  jest.advanceTimersByTime(loadingBarFadeMs);
});
