import { loadingBarThrottleMs, loadingTracker } from '../shared/loading';
import { trackNavigationLoading } from './navigation-loading';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

test('a navigation is one loading from its start until the router is idle again, however many states it passes', () => {
  let listener: (state: { navigation: { state: string } }) => void = () => undefined;
  const stop = trackNavigationLoading({ subscribe: (next) => ((listener = next), () => undefined) });
  listener({ navigation: { state: 'loading' } });
  listener({ navigation: { state: 'submitting' } });
  listener({ navigation: { state: 'loading' } });
  jest.advanceTimersByTime(loadingBarThrottleMs);
  expect(loadingTracker.getSnapshot().phase).toBe('running');
  listener({ navigation: { state: 'idle' } });
  expect(loadingTracker.getSnapshot().phase).toBe('finishing');
  // Idle again without a navigation: nothing more ends.
  listener({ navigation: { state: 'idle' } });
  stop();
});
