import { fork, type Scope } from 'effector';
import { $loadingBar, beginLoading, bindLoadingToScope, loadingBarFadeMs, loadingBarThrottleMs } from './model';

let scope: Scope;
const bar = () => scope.getState($loadingBar);

beforeEach(() => {
  jest.useFakeTimers();
  scope = fork();
  bindLoadingToScope(scope);
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('a loading shorter than 200 ms never shows the bar', async () => {
  const done = beginLoading();
  await jest.advanceTimersByTimeAsync(loadingBarThrottleMs - 1);
  done();
  await jest.advanceTimersByTimeAsync(1000);
  expect(bar()).toEqual({ phase: 'idle', failed: false });
});

test('a longer one shows it, then it finishes and fades', async () => {
  const done = beginLoading();
  await jest.advanceTimersByTimeAsync(loadingBarThrottleMs);
  expect(bar()).toEqual({ phase: 'running', failed: false });
  done();
  expect(bar().phase).toBe('finishing');
  await jest.advanceTimersByTimeAsync(loadingBarFadeMs);
  expect(bar().phase).toBe('idle');
});

test('overlapping loadings keep one bar until the last ends; a failure turns it red; ending twice counts once', async () => {
  const navigation = beginLoading();
  const remote = beginLoading();
  await jest.advanceTimersByTimeAsync(loadingBarThrottleMs);
  navigation();
  navigation();
  expect(bar().phase).toBe('running');
  remote({ failed: true });
  expect(bar()).toEqual({ phase: 'finishing', failed: true });
  await jest.advanceTimersByTimeAsync(loadingBarFadeMs);
  expect(bar().phase).toBe('idle');
});

test('a loading that starts and ends while the bar fades does not leave it half-faded: it fades out', async () => {
  const first = beginLoading();
  await jest.advanceTimersByTimeAsync(loadingBarThrottleMs);
  first();
  await jest.advanceTimersByTimeAsync(loadingBarFadeMs / 2);
  const quick = beginLoading();
  await jest.advanceTimersByTimeAsync(50);
  quick();
  await jest.advanceTimersByTimeAsync(loadingBarFadeMs);
  expect(bar().phase).toBe('idle');
});
