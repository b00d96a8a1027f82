import { fork } from 'effector';
import { $loadingBar, bindLoadingToScope, loadingBarThrottleMs } from '../shared/loading';
import { trackNavigationLoading } from './navigation-loading';

const scope = fork();
beforeEach(() => {
  jest.useFakeTimers();
  bindLoadingToScope(scope);
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('a navigation is one loading from its start until the router is idle again, however many states it passes', async () => {
  let listener: (state: { navigation: { state: string } }) => void = () => undefined;
  const stop = trackNavigationLoading({ subscribe: (next) => ((listener = next), () => undefined) });
  listener({ navigation: { state: 'loading' } });
  listener({ navigation: { state: 'submitting' } });
  listener({ navigation: { state: 'loading' } });
  await jest.advanceTimersByTimeAsync(loadingBarThrottleMs);
  expect(scope.getState($loadingBar).phase).toBe('running');
  listener({ navigation: { state: 'idle' } });
  expect(scope.getState($loadingBar).phase).toBe('finishing');
  // Idle again without a navigation: nothing more ends.
  listener({ navigation: { state: 'idle' } });
  stop();
});
